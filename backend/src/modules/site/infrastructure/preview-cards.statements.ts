// Hand-written SQL of the drawn preview cards: an upsert by key, and the bytes read as a Buffer.

export const FIND_PREVIEW_CARD = `SELECT version, png FROM preview_cards WHERE key = $1`;

export const PREVIEW_CARD_VERSIONS = `SELECT key, version FROM preview_cards`;

/** A card drawn again (its item changed) replaces the one stored. */
export const SAVE_PREVIEW_CARD = `
  INSERT INTO preview_cards (key, version, png) VALUES ($1, $2, $3)
  ON CONFLICT (key) DO UPDATE SET version = excluded.version, png = excluded.png, drawn_at = now()`;

/** The cards of items that are no longer public. */
export const DELETE_OTHER_PREVIEW_CARDS = `DELETE FROM preview_cards WHERE NOT (key = ANY($1::varchar[]))`;
