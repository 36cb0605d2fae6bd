{#-
  protect/sampling/unit_profiles.sql -- the households of the sample grouped by their
  shares of the calibration categories (protect/sampling/unit_shares.sql): the raking
  with one factor per household runs on these groups (a household's factor is a
  function of its shares: udfs.raking.unit_factors), the factors joined back by the
  shares (protect/sampling/calibrated.sql).
  inputs : shares (protect/sampling/unit_shares.sql), sizes (per variable, its number
           of categories)
  output : p<j>_<k> (the shares), units, size_fixed and a<j>_<k> (HUGEINT: exact sums of
           the households'), w_min, w_max (the members' smallest and largest weight)
  grain  : one row per distinct vector of shares, in their order (the raking's sums in
           a fixed order: the same factors for any thread count)
-#}
{%- set ps = [] %}
{%- for size in sizes %}{% set j = loop.index0 %}{% for k in range(size) %}{% set _ = ps.append("p" ~ (j|int) ~ "_" ~ (k|int)) %}{% endfor %}{% endfor %}
SELECT
    {%- for p in ps %} {{ p }},{% endfor %}
    count(*) AS units,
    sum(size_fixed) AS size_fixed,
    min(w_min) AS w_min,
    max(w_max) AS w_max
    {%- for size in sizes %}{% set j = loop.index0 %}{% for k in range(size) %}
    , sum(a{{ j|int }}_{{ k|int }}) AS a{{ j|int }}_{{ k|int }}
    {%- endfor %}{% endfor %}
FROM {{ shares|qi }}
{%- if ps %}
GROUP BY {{ ps|join(", ") }}
ORDER BY {{ ps|join(", ") }}
{%- endif %}
