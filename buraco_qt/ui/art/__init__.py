"""How cards and the table look: card pictures, sprites, the theme, the icon."""
