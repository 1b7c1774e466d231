"""The web layer: one view module per page family, and the helpers they share."""
