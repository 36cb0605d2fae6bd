SELECT
o."person_id",
o."household_id",
o."household_size",
o."person_number",
CASE WHEN s.s0 THEN NULL ELSE o."region" END AS "region",
o."stratum",
o."urban",
o."weight",
CASE WHEN s.s1 THEN NULL ELSE o."sex" END AS "sex",
CASE WHEN s.s2 THEN NULL ELSE o."age" END AS "age",
CASE WHEN s.s3 THEN NULL ELSE o."marital_status" END AS "marital_status",
o."household_type",
o."citizenship",
CASE WHEN s.s4 THEN NULL ELSE o."education" END AS "education",
o."employment_status",
o."income",
o."expenditure",
    o."__sdcp_row"
FROM "__sdc_protect_original_4_p" AS o
LEFT JOIN (
    SELECT "__sdcp_row",
bool_or(key_index = 0) AS s0,
bool_or(key_index = 1) AS s1,
bool_or(key_index = 2) AS s2,
bool_or(key_index = 3) AS s3,
bool_or(key_index = 4) AS s4

    FROM "__sdc_protect_suppressed_4_p"
    GROUP BY ALL
) AS s USING ("__sdcp_row")
