-- The catalogue's version starts at 0 (one row; the search compares it with the version it was built from).
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Words Delhi's buyers type: Hindi and Urdu names of the pieces, and the trade's names of lamp holders.
-- The back office edits this table; these are the shop's starting list.
INSERT INTO "search_synonyms" ("term", "expansion") VALUES
  ('jhoomar', 'chandelier'),
  ('jhumar', 'chandelier'),
  ('jhoomer', 'chandelier'),
  ('jhumer', 'chandelier'),
  ('jhumur', 'chandelier'),
  ('fanoos', 'lantern'),
  ('fanus', 'lantern'),
  ('fanoosh', 'lantern'),
  ('batti', 'light'),
  ('bati', 'light'),
  ('lattu', 'bulb'),
  ('deewar', 'wall'),
  ('diwar', 'wall'),
  ('e27', 'holder_type:E27'),
  ('es', 'holder_type:E27'),
  ('b22', 'holder_type:B22'),
  ('bc', 'holder_type:B22'),
  ('bayonet', 'holder_type:B22'),
  ('e14', 'holder_type:E14'),
  ('ses', 'holder_type:E14'),
  ('gu10', 'holder_type:GU10'),
  ('g9', 'holder_type:G9')
ON CONFLICT ("term", "expansion") DO NOTHING;
