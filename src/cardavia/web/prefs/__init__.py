"""Settings a visitor can change: language and the visual settings of the card art."""
