"""The card table: the scene, its layout, piles and cards, gestures and keys, flights."""
