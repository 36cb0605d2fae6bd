{#-
  leaks.sql -- the suppressed values that the released file gives back (the leak
  check, docs/utility/leak_check.md).  A value (i, v) is suppressed when o_v is
  present and the release shows it missing or marked; it is recoverable
  (member) when v is household-level and another record of the same released
  household shows the same value unmarked, or (count) when v is a household size
  and the number of released records sharing the household id equals it.
  Equi-joins and GROUP BYs only (no window, no join of records with records):
    supp    one row per suppressed (record, variable): its household and value;
    shown   the distinct (variable, household, released value) of household-level
            variables (i's own released value is missing or a mark, so a hit is
            another member);
    members the number of released records per household id.
  inputs : pairs (pairs.sql); n_vars; household_level, size_variables (key positions)
  output : var, suppressed, recoverable, by_member, by_count
  grain  : one row per key
-#}
WITH supp AS (
    {% for i in range(n_vars) %}
    SELECT {{ i|int }} AS var, rel_hh, o_{{ i|int }} AS o
    FROM {{ pairs|qi }}
    WHERE o_{{ i|int }} IS NOT NULL AND (r_{{ i|int }} IS NULL OR m_{{ i|int }})
    {% if not loop.last %}UNION ALL{% endif %}
    {% endfor %}
), shown AS (
    {% for i in household_level %}
    SELECT DISTINCT {{ i|int }} AS var, rel_hh, r_{{ i|int }} AS v
    FROM {{ pairs|qi }}
    WHERE rel_hh IS NOT NULL AND r_{{ i|int }} IS NOT NULL AND NOT m_{{ i|int }}
    {% if not loop.last %}UNION ALL{% endif %}
    {% else %}
    SELECT CAST(NULL AS INTEGER) AS var, CAST(NULL AS VARCHAR) AS rel_hh,
           CAST(NULL AS VARCHAR) AS v
    FROM {{ pairs|qi }}
    WHERE FALSE
    {% endfor %}
), members AS (
    SELECT rel_hh, count(*) AS n
    FROM {{ pairs|qi }}
    WHERE rel_hh IS NOT NULL
    GROUP BY rel_hh
), flagged AS (
    SELECT
        s.var,
        CASE WHEN sh.var IS NOT NULL THEN 1 ELSE 0 END AS by_member,
        CASE WHEN s.var IN ({% for i in size_variables %}{{ i|int }}, {% endfor %}-1)
                  AND TRY_CAST(s.o AS DOUBLE) = m.n THEN 1 ELSE 0 END AS by_count
    FROM supp AS s
    LEFT JOIN shown AS sh ON sh.var = s.var AND sh.rel_hh = s.rel_hh AND sh.v = s.o
    LEFT JOIN members AS m ON m.rel_hh = s.rel_hh
), vars AS (
    {% for i in range(n_vars) %}
    SELECT {{ i|int }} AS var{% if not loop.last %} UNION ALL{% endif %}
    {% endfor %}
)
SELECT
    v.var,
    CAST(count(f.var) AS BIGINT) AS suppressed,
    CAST(coalesce(sum(CASE WHEN f.by_member + f.by_count > 0 THEN 1 ELSE 0 END), 0) AS BIGINT)
        AS recoverable,
    CAST(coalesce(sum(f.by_member), 0) AS BIGINT) AS by_member,
    CAST(coalesce(sum(f.by_count), 0) AS BIGINT) AS by_count
FROM vars AS v
LEFT JOIN flagged AS f ON f.var = v.var
GROUP BY v.var
ORDER BY v.var
