"""The game page: its Table tab (filled by the play app when installed) and its Full rules tab."""
