"""The full-screen terminal client (Textual): the board, the players and the moves on one
screen, redrawn in place as the game goes on, over either transport of
:mod:`spelkast.tui.transport`.

``session`` runs the transport in a thread of its own and hands the screen what changed;
``pick`` finds what a cell or an arrow on a drawn board means as typed notation;
``board`` is the board widget (keyboard cursor and mouse); ``app`` is the application.
Importing this package imports no Textual (the words live here too).
"""
