SELECT
    count(*) FILTER (WHERE "person_id" IS NULL) AS nulls,
    count("person_id") - count(DISTINCT "person_id") AS repeats
FROM "__sdc_src_p"
