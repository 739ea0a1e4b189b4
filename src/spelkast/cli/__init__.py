"""The spelkast command-line program and its terminal UIs (Typer + Rich)."""
