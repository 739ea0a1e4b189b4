"""spelkast: faithful digital versions of four tabletop games.

The rules core (:mod:`spelkast.core` and :mod:`spelkast.games`) imports only the
standard library. Bots, the command line, the server and the browser build on it.
"""

__version__ = "0.1.0"
