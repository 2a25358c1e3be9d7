-- Tattoo and piercing coverage takes the spec's words (none, one, few, several, many) instead of
-- none, small, medium, large. Stored profiles keep their order: small → one, medium → few,
-- large → many ("several" had no earlier word). Written by hand: Prisma sees no schema change.
UPDATE "talent_profile" AS profile
SET "data" = profile."data" || (
  SELECT jsonb_object_agg(
    field,
    (
      SELECT coalesce(
        jsonb_object_agg(
          area,
          CASE level #>> '{}'
            WHEN 'small' THEN '"one"'::jsonb
            WHEN 'medium' THEN '"few"'::jsonb
            WHEN 'large' THEN '"many"'::jsonb
            ELSE level
          END
        ),
        '{}'::jsonb
      )
      FROM jsonb_each(profile."data" -> field) AS coverage(area, level)
    )
  )
  FROM unnest(ARRAY['tattoos', 'piercings']) AS field
  WHERE jsonb_typeof(profile."data" -> field) = 'object'
)
WHERE EXISTS (
  SELECT 1
  FROM unnest(ARRAY['tattoos', 'piercings']) AS field, jsonb_each_text(
    CASE WHEN jsonb_typeof(profile."data" -> field) = 'object' THEN profile."data" -> field ELSE '{}'::jsonb END
  ) AS coverage(area, level)
  WHERE level IN ('small', 'medium', 'large')
);
