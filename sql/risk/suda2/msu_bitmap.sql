{#-
  msu_bitmap.sql -- SUDA2: the minimal sample uniques (MSUs) among the unique subsets,
  by a bitmap of each cell's unique subsets (no self-join).
  inputs : unique (unique_subsets.sql: __sdc_cell, mask); q (the number of keys,
           at most 10: 2^q bits per cell, in words of 32 bits)
  output : __sdc_cell, mask, size (keys in the subset)
  grain  : one row per (cell, MSU)
  method : uniqueness is inherited by supersets, so a unique subset is minimal when no
           subset with one key fewer is unique for the same cell.  Per cell, the unique
           subsets are bits of 2^(q-5) words of 32 bits (subset m is bit m % 32 of word
           m / 32); for a key v < 5, the subsets m - 2^v are bits of the same word 2^v
           places lower (positions with bit v clear, shifted up), for a key v >= 5 the
           same bit of the word 2^(v-5) lower; a subset is an MSU when its bit is set and
           no such bit is.  The unique subsets are joined to their cell's MSU words once.
-#}
{% set n_words = [1, 2 ** (q - 5)]|max %}
{% set clear = [1431655765, 858993459, 252645135, 16711935, 65535] %}
WITH words AS (
    SELECT
        __sdc_cell
        {% for j in range(n_words) %}
        , bit_or(CASE WHEN (mask >> 5) = {{ j|int }} THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u{{ j|int }}
        {% endfor %}
    FROM {{ unique|qi }}
    GROUP BY __sdc_cell
), minimal AS (
    SELECT
        __sdc_cell
        {% for j in range(n_words) %}
        , __sdc_u{{ j|int }} & ~(CAST(0 AS BIGINT)
            {% for v in range([q, 5]|min) %} | ((__sdc_u{{ j|int }} & CAST({{ clear[v]|int }} AS BIGINT)) << {{ (2 ** v)|int }}){% endfor %}
            {% for v in range(5, q) %}{% if (j // 2 ** (v - 5)) % 2 == 1 %} | __sdc_u{{ (j - 2 ** (v - 5))|int }}{% endif %}{% endfor %}
          ) AS __sdc_m{{ j|int }}
        {% endfor %}
    FROM words
)
SELECT u.__sdc_cell, u.mask, CAST(bit_count(u.mask) AS INTEGER) AS size
FROM {{ unique|qi }} AS u
JOIN minimal AS m USING (__sdc_cell)
WHERE ((CASE u.mask >> 5 {% for j in range(n_words) %}WHEN {{ j|int }} THEN m.__sdc_m{{ j|int }} {% endfor %}END) >> CAST(u.mask & 31 AS INTEGER)) & 1 = 1
