"""The games. Each subpackage is one game module that registers itself."""
