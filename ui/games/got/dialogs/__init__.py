"""The entry dialogs of Gods of Titan: moves, splits, lands, recruits, teleports, the Darklord's entries, the
end battle in the Skycastle, and the battles (the battle sheet, round by round, and the settlement dialog)."""
