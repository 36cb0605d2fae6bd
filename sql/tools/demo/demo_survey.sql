{#-
  Jinja2 template of the synthetic household survey (sdcsql.tools.demo). It takes no template
  variables (StrictUndefined-safe): every value is a bound DuckDB parameter.
-#}
{%- set block = 32 %}
{#- Household sizes: (size, probability); size 12 takes the remainder. #}
{%- set size_outcomes = [(1, 0.320), (2, 0.330), (3, 0.150), (4, 0.115), (5, 0.048),
                         (6, 0.020), (7, 0.0085), (8, 0.004), (9, 0.002), (10, 0.0013),
                         (11, 0.0007)] %}
{#- Regions: (region, share of households), unequal sizes; region 20 takes the remainder. #}
{%- set region_outcomes = [(1, 0.14), (2, 0.09), (3, 0.08), (4, 0.07), (5, 0.07), (6, 0.06),
                           (7, 0.06), (8, 0.05), (9, 0.05), (10, 0.05), (11, 0.04), (12, 0.04),
                           (13, 0.04), (14, 0.03), (15, 0.03), (16, 0.03), (17, 0.02),
                           (18, 0.02), (19, 0.02)] %}
{#- Probability that a household of region r is urban. #}
{%- set urban_p = [0.97, 0.75, 0.68, 0.62, 0.55, 0.71, 0.48, 0.52, 0.44, 0.60,
                   0.38, 0.41, 0.58, 0.35, 0.46, 0.33, 0.40, 0.30, 0.36, 0.28] %}
{#- NULL patterns over the keys, most frequent first, with their relative frequency. #}
{%- set masks = [
    (["citizenship"], 24),
    (["education"], 20),
    (["marital_status"], 14),
    (["age"], 12),
    (["citizenship", "education"], 10),
    (["marital_status", "education"], 8),
    (["age", "marital_status"], 7),
    (["region"], 5),
] %}
{#- The first $null_masks patterns share the NULLs in proportion to their frequencies: the
    draw is scaled to their total. #}
{%- set mask_scale = namespace(sql="(CASE $null_masks", total=0) %}
{%- set mask_outcomes = namespace(items=[]) %}
{%- for columns, frequency in masks %}
{%- set mask_scale.total = mask_scale.total + frequency %}
{%- set mask_scale.sql = mask_scale.sql ~ " WHEN " ~ loop.index ~ " THEN " ~ mask_scale.total %}
{%- if not loop.last %}{% set mask_outcomes.items = mask_outcomes.items + [(loop.index, frequency)] %}{% endif %}
{%- endfor %}

{#- A uniform draw in (0, 1) from (seed, id, salt). DuckDB's multi-argument hash() combines
    its arguments with a seed-independent XOR-like step (hash(s, i, 'a') xor hash(s, i, 'b')
    is the same for every i), so the salt goes in *before* a final hash(). The arithmetic is
    DOUBLE on purpose: `ubigint + 0.5` would be DECIMAL arithmetic, about 40 times slower. #}
{%- macro _u(id, salt) -%}
((hash(xor(hash(CAST($seed AS BIGINT), {{ id }}), hash('{{ salt }}'))) >> 11)::DOUBLE + 0.5)
            * 1.1102230246251565e-16
{%- endmacro %}

{#- A standard normal draw (Box-Muller). #}
{%- macro _z(id, salt) -%}
sqrt(-2.0 * ln({{ _u(id, salt ~ ':r') }}))
            * cos(2.0 * pi() * {{ _u(id, salt ~ ':t') }})
{%- endmacro %}

{#- A categorical draw from the uniform u: outcomes is a list of (code, probability), each
    probability a number or an SQL expression; `otherwise` takes the remaining probability. #}
{%- macro _draw(u, outcomes, otherwise) -%}
{%- set acc = namespace(terms=[], number=0.0) -%}
CASE
{%- for code, p in outcomes %}
{%- if p is number %}{% set acc.number = (acc.number + p) | round(10) %}
{%- else %}{% set acc.terms = acc.terms + ["(" ~ p ~ ")"] %}{% endif %}
{%- set bound = (acc.terms + ([acc.number] if acc.number else [])) | join(" + ") %}
{{- " " }}WHEN {{ u }} < {{ bound }} THEN {{ code }}
{%- endfor %} ELSE {{ otherwise }} END
{%- endmacro %}

{#- A key with the NULL patterns that contain it applied. #}
{%- macro _masked(key) -%}
{%- set found = namespace(ids=[]) %}
{%- for columns, frequency in masks %}
{%- if key in columns %}{% set found.ids = found.ids + [loop.index] %}{% endif %}
{%- endfor %}
{%- if found.ids -%}
CASE WHEN null_mask IN ({{ found.ids | join(", ") }}) THEN NULL ELSE {{ key }} END::INTEGER
{%- else -%}
{{ key }}::INTEGER
{%- endif %}
{%- endmacro -%}

-- demo_survey: a deterministic synthetic household survey (sdcsql.tools.demo).
--
-- Inputs (bound DuckDB parameters; no table is read):
--   $rows        BIGINT   number of persons (>= 1)
--   $seed        BIGINT   the same seed gives the same rows, whatever the thread count
--   $null_rate   DOUBLE   share of records with at least one NULL among the six keys
--                         (region, sex, age, marital_status, citizenship, education)
--   $null_masks  INTEGER  number of distinct NULL patterns (1..{{ masks | length }}) they fall into
-- Output: person_id, household_id, household_size, person_number, region, stratum, urban,
--   weight, sex, age, marital_status, household_type, citizenship, education,
--   employment_status, income, expenditure.
-- Grain: one row per person, ordered by person_id (1..$rows).
--
-- Randomness: no random(); every draw hashes (seed, household or person id, a salt naming
-- the variable), so it does not depend on evaluation order or on threads.
-- Households: sizes 1..12 are drawn for household ids 1..$rows (always enough: every size is
-- >= 1) in blocks of {{ block }}; a household's first person is an in-block prefix sum plus a
-- running sum over blocks, which avoids a window over every household. The household that
-- reaches person $rows is truncated, and household_size counts the persons in the output.
--
-- Codes:
--   stratum            region * 10 + 1 (urban) or + 2 (rural)
--   household_type     1 one person, 2 couple, 3 couple with children, 4 single parent,
--                      5 multi-generation, 6 other
--   marital_status     1 single, 2 married, 3 separated, 4 divorced, 5 widowed
--   citizenship        1 national, 2 EU, 3 other
--   education          1 none/pre-primary, 2 primary, 3 lower secondary, 4 upper secondary,
--                      5 post-secondary, 6 tertiary
--   employment_status  1 employed, 2 unemployed, 3 pupil/student, 4 retired, 5 other inactive
WITH block_draws AS (
    SELECT
        b,
        {%- for j in range(block) %}
        {{ _u("b * " ~ block ~ " + " ~ (j + 1), "size") }} AS u{{ j }}
        {{- "," if not loop.last }}
        {%- endfor %}
    FROM range(0, (CAST($rows AS BIGINT) + {{ block - 1 }}) // {{ block }}) AS blocks(b)
),
block_sizes AS (
    SELECT
        b,
        {%- for j in range(block) %}
        {{ _draw("u" ~ j, size_outcomes, 12) }} AS s{{ j }}{{ "," if not loop.last }}
        {%- endfor %}
    FROM block_draws
),
block_offsets AS (
    SELECT
        b,
        {%- for j in range(block) %}
        s{{ j }},
        {%- endfor %}
        {#- o_j: persons in the block before household j #}
        {%- for j in range(block) %}
        {% for i in range(j) %}s{{ i }} + {% endfor %}0 AS o{{ j }},
        {%- endfor %}
        {% for i in range(block) %}s{{ i }}::BIGINT + {% endfor %}0 AS block_total
    FROM block_sizes
),
block_starts AS (
    SELECT
        *,
        coalesce(
            sum(block_total) OVER (ORDER BY b ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
            0
        ) AS block_start
    FROM block_offsets
),
household_slots AS (
    SELECT
        b * {{ block }} + unnest(range(1, {{ block + 1 }})) AS household_id,
        unnest([{% for j in range(block) %}s{{ j }}{{ ", " if not loop.last }}{% endfor %}])
            AS drawn_size,
        block_start
            + unnest([{% for j in range(block) %}o{{ j }}{{ ", " if not loop.last }}{% endfor %}])
            AS first_offset
    FROM block_starts
    WHERE block_start < $rows
),
household_draws AS (
    SELECT
        household_id,
        least(drawn_size, $rows - first_offset)::INTEGER AS household_size,
        first_offset,
        {{ _u("household_id", "region") }} AS u_region,
        {{ _u("household_id", "urban") }} AS u_urban,
        {{ _u("household_id", "type") }} AS u_type,
        {{ _u("household_id", "head_mix") }} AS u_head_mix,
        {{ _z("household_id", "head_age") }} AS z_head_age,
        {{ _u("household_id", "head_sex") }} AS u_head_sex,
        {{ _u("household_id", "married") }} AS u_married,
        {{ _u("household_id", "citizenship") }} AS u_citizenship,
        {{ _u("household_id", "low_weight") }} AS u_low_weight,
        {{ _u("household_id", "low_weight_value") }} AS u_low_weight_value,
        {{ _z("household_id", "nonresponse") }} AS z_nonresponse,
        {{ _z("household_id", "education") }} AS z_household_education,
        {{ _z("household_id", "economy") }} AS z_economy_own,
        {{ _z("household_id", "expenditure") }} AS z_expenditure
    FROM household_slots
    WHERE first_offset < $rows
),
household_types AS (
    SELECT
        *,
        {{ _draw("u_region", region_outcomes, 20) }} AS region,
        -- the type follows the true (possibly truncated) size
        CASE
            WHEN household_size = 1 THEN 1
            WHEN household_size = 2 THEN {{ _draw("u_type", [(2, 0.68), (4, 0.15), (5, 0.07)], 6) }}
            WHEN household_size <= 5 THEN {{ _draw("u_type", [(3, 0.72), (4, 0.12), (5, 0.09)], 6) }}
            ELSE {{ _draw("u_type", [(3, 0.50), (4, 0.08), (5, 0.34)], 6) }}
        END AS household_type,
        -- the household's economic situation drives incomes and expenditure; it goes with
        -- education
        0.5 * z_household_education + 0.8660254037844386 * z_economy_own AS z_economy
    FROM household_draws
),
households AS (
    SELECT
        *,
        (u_urban < CASE region
            {%- for p in urban_p %} WHEN {{ loop.index }} THEN {{ p }}{% endfor %} END)::INTEGER
            AS urban,
        -- the reference person is an adult whose age profile depends on the household type
        floor(CASE household_type
            WHEN 1 THEN CASE
                WHEN u_head_mix < 0.30 THEN greatest(18.0, least(99.0, 29.0 + 6.0 * z_head_age))
                WHEN u_head_mix < 0.60 THEN greatest(18.0, least(99.0, 52.0 + 8.0 * z_head_age))
                ELSE greatest(18.0, least(99.0, 77.0 + 8.0 * z_head_age)) END
            WHEN 2 THEN CASE
                WHEN u_head_mix < 0.30 THEN greatest(19.0, least(99.0, 30.0 + 6.0 * z_head_age))
                WHEN u_head_mix < 0.60 THEN greatest(19.0, least(99.0, 58.0 + 6.0 * z_head_age))
                ELSE greatest(19.0, least(99.0, 73.0 + 7.0 * z_head_age)) END
            WHEN 3 THEN greatest(20.0, least(70.0, 43.0 + 8.0 * z_head_age))
            WHEN 4 THEN greatest(20.0, least(70.0, 42.0 + 8.0 * z_head_age))
            WHEN 5 THEN greatest(25.0, least(65.0, 45.0 + 8.0 * z_head_age))
            ELSE greatest(18.0, least(90.0, 30.0 + 12.0 * z_head_age))
        END)::INTEGER AS head_age,
        u_married < 0.78 AS couple_married,
        -- members mostly share the household's citizenship
        {{ _draw("u_citizenship", [(1, 0.90), (2, 0.05)], 3) }} AS household_citizenship,
        round(exp(9.4 + 0.45 * ln(household_size) + 0.5 * z_economy + 0.3 * z_expenditure), 2)
            AS expenditure
    FROM household_types
),
households_weighted AS (
    SELECT
        *,
        region * 10 + CASE WHEN urban = 1 THEN 1 ELSE 2 END AS stratum,
        CASE
            WHEN household_type = 4 THEN u_head_sex < 0.15
            WHEN household_type = 1 AND head_age >= 65 THEN u_head_sex < 0.35
            WHEN household_type = 1 THEN u_head_sex < 0.55
            ELSE u_head_sex < 0.60
        END AS head_male
    FROM households
),
households_final AS (
    SELECT
        *,
        -- design weight: a log-uniform base weight per stratum (N_h / n_h) times a smooth,
        -- bounded non-response adjustment in (0.61, 1.65), so no ties at trimming bounds;
        -- about 1% of households come from take-all strata (weights from 1 to 2)
        round(CASE
            WHEN u_low_weight < 0.01 THEN 1.0 + 0.98 * u_low_weight_value
            ELSE exp(ln(70.0) + ln(1400.0 / 70.0) * {{ _u("stratum", "stratum_weight") }})
                * exp(0.5 * tanh(0.5 * z_nonresponse))
        END, 3) AS weight
    FROM households_weighted
),
person_draws AS (
    SELECT
        h.first_offset + k + 1 AS person_id,
        h.household_id,
        h.household_size,
        (k + 1)::INTEGER AS person_number,
        h.region,
        h.stratum,
        h.urban,
        h.weight,
        h.household_type,
        h.head_age,
        h.head_male,
        h.couple_married,
        h.household_citizenship,
        h.z_household_education,
        h.z_economy,
        h.expenditure,
        -- relationship to the reference person: 1 self, 2 partner, 3 child, 4 parent, 5 other
        CASE
            WHEN k = 0 THEN 1
            WHEN h.household_type = 2 THEN 2
            WHEN h.household_type = 3 THEN CASE WHEN k = 1 THEN 2 ELSE 3 END
            WHEN h.household_type = 4 THEN 3
            WHEN h.household_type = 5 THEN CASE
                WHEN k = 1 THEN 4
                WHEN k = 2 THEN 2
                WHEN k = 3 AND h.household_size >= 6 THEN 4
                ELSE 3 END
            ELSE 5
        END AS role
    FROM households_final AS h, range(h.household_size) AS members(k)
),
person_uniforms AS (
    SELECT
        *,
        {{ _u("person_id", "age") }} AS u_age,
        {{ _z("person_id", "age") }} AS z_age,
        {{ _u("person_id", "sex") }} AS u_sex,
        {{ _u("person_id", "marital_status") }} AS u_marital,
        {{ _u("person_id", "citizenship") }} AS u_citizenship,
        {{ _u("person_id", "citizenship_own") }} AS u_citizenship_own,
        {{ _z("person_id", "education") }} AS z_education,
        {{ _u("person_id", "education_young") }} AS u_education_young,
        {{ _u("person_id", "employment") }} AS u_employment,
        {{ _u("person_id", "income_zero") }} AS u_income_zero,
        {{ _z("person_id", "income") }} AS z_income,
        {{ _u("person_id", "null") }} AS u_null,
        {{ _u("person_id", "null_mask") }} * {{ mask_scale.sql }} END) AS null_mask_draw
    FROM person_draws
),
person_demography AS (
    SELECT
        *,
        CASE role
            WHEN 1 THEN head_age
            WHEN 2 THEN greatest(18, least(99, head_age + round(-2.0 + 4.0 * z_age)))
            -- children: born when the reference person was at least 17; at most 26 years old
            WHEN 3 THEN floor(u_age * (least(head_age - 17, 26) + 1))
            -- parents of the reference person: 20 to 32 years older, at most 99
            WHEN 4 THEN head_age + 20 + floor(u_age * (least(head_age + 32, 99) - head_age - 19))
            ELSE greatest(18, least(99, head_age + round(4.0 * z_age)))
        END::INTEGER AS age,
        CASE role
            WHEN 1 THEN CASE WHEN head_male THEN 1 ELSE 2 END
            WHEN 2 THEN CASE WHEN (u_sex < 0.97) = head_male THEN 2 ELSE 1 END
            WHEN 4 THEN CASE WHEN u_sex < 0.35 THEN 1 ELSE 2 END
            ELSE CASE WHEN u_sex < 0.512 THEN 1 ELSE 2 END
        END::INTEGER AS sex,
        CASE
            WHEN u_citizenship < 0.90 THEN household_citizenship
            ELSE {{ _draw("u_citizenship_own", [(1, 0.90), (2, 0.05)], 3) }}
        END::INTEGER AS citizenship
    FROM person_uniforms
),
person_status AS (
    SELECT
        *,
        CASE
            WHEN age < 16 THEN 1
            WHEN role IN (1, 2)
                AND (household_type IN (2, 3) OR (household_type = 5 AND household_size >= 3))
                THEN CASE WHEN couple_married THEN 2 ELSE 1 END
            WHEN role = 3 THEN 1
            -- two parents of the reference person live together
            WHEN role = 4 AND household_size >= 6 THEN 2
            WHEN role = 4 THEN {{ _draw("u_marital", [(5, 0.75), (4, 0.15), (1, 0.05)], 2) }}
            WHEN age < 30 THEN {{ _draw("u_marital", [(1, 0.93), (2, 0.02), (4, 0.03)], 3) }}
            WHEN age < 50 THEN
                {{ _draw("u_marital", [(1, 0.50), (2, 0.05), (3, 0.12), (4, 0.30)], 5) }}
            WHEN age < 65 THEN
                {{ _draw("u_marital", [(1, 0.28), (2, 0.06), (3, 0.08), (4, 0.43)], 5) }}
            ELSE {{ _draw("u_marital", [(1, 0.12), (2, 0.08), (3, 0.02), (4, 0.20)], 5) }}
        END::INTEGER AS marital_status,
        -- adult education: a household component (partners and children resemble each
        -- other) plus a cohort shift (younger adults are better educated)
        0.55 * z_household_education + 0.835 * z_education + 0.012 * (50 - age)
            AS education_score
    FROM person_demography
),
person_education AS (
    SELECT
        *,
        CASE
            WHEN age < 6 THEN 1
            WHEN age < 12 THEN 2
            WHEN age < 16 THEN 3
            WHEN age < 19 THEN CASE WHEN u_education_young < 0.5 THEN 3 ELSE 4 END
            ELSE least(
                CASE WHEN age <= 20 THEN 4 WHEN age <= 22 THEN 5 ELSE 6 END,
                CASE
                    WHEN education_score < -2.3 THEN 1
                    WHEN education_score < -1.2 THEN 2
                    WHEN education_score < -0.35 THEN 3
                    WHEN education_score < 0.55 THEN 4
                    WHEN education_score < 1.0 THEN 5
                    ELSE 6
                END)
        END::INTEGER AS education
    FROM person_status
),
person_employment AS (
    SELECT
        *,
        CASE
            WHEN age < 6 THEN 5
            WHEN age < 16 THEN 3
            WHEN age < 25 THEN {{ _draw("u_employment", [
                (3, "0.95 - 0.1 * (age - 16)"),
                (1, "(0.05 + 0.1 * (age - 16)) * 0.78"),
                (2, "(0.05 + 0.1 * (age - 16)) * 0.14"),
            ], 5) }}
            WHEN age < 60 THEN {{ _draw("u_employment", [
                (4, "greatest(0.0, 0.05 * (age - 54))"),
                (1, "(1.0 - greatest(0.0, 0.05 * (age - 54)))
                    * greatest(0.40, least(0.92, 0.62 + 0.06 * (education - 3)))"),
                (2, "(1.0 - greatest(0.0, 0.05 * (age - 54))) * 0.06"),
            ], 5) }}
            WHEN age < 67 THEN {{ _draw("u_employment", [
                (4, "0.25 + 0.1 * (age - 60)"),
                (1, "(0.75 - 0.1 * (age - 60)) * 0.80"),
                (2, "(0.75 - 0.1 * (age - 60)) * 0.05"),
            ], 5) }}
            ELSE {{ _draw("u_employment", [(4, 0.93), (1, 0.03)], 5) }}
        END::INTEGER AS employment_status
    FROM person_education
),
persons AS (
    SELECT
        *,
        -- annual income: log-normal within status, driven by education, age and the
        -- household's economic situation (which also drives expenditure); none below 16
        round(CASE
            WHEN age < 16 THEN 0.0
            WHEN employment_status = 1 THEN exp(10.0 + 0.18 * (education - 4)
                + 0.012 * least(age - 20, 30) + 0.35 * z_economy + 0.45 * z_income)
            WHEN employment_status = 2 THEN exp(8.9 + 0.2 * z_economy + 0.35 * z_income)
            WHEN employment_status = 3 THEN
                CASE WHEN u_income_zero < 0.55 THEN 0.0 ELSE exp(8.0 + 0.6 * z_income) END
            WHEN employment_status = 4 THEN exp(9.7 + 0.12 * (education - 4)
                + 0.3 * z_economy + 0.35 * z_income)
            ELSE CASE WHEN u_income_zero < 0.45 THEN 0.0 ELSE exp(8.4 + 0.5 * z_income) END
        END, 2) AS income,
        -- NULL pattern: 0 for a complete record, else one of the first $null_masks patterns
        -- chosen in proportion to their relative frequencies
        CASE
            WHEN u_null >= $null_rate THEN 0
            ELSE {{ _draw("null_mask_draw", mask_outcomes.items, masks | length) }}
        END AS null_mask
    FROM person_employment
)
SELECT
    person_id::BIGINT AS person_id,
    household_id::BIGINT AS household_id,
    household_size::INTEGER AS household_size,
    person_number::INTEGER AS person_number,
    {{ _masked("region") }} AS region,
    stratum::INTEGER AS stratum,
    urban::INTEGER AS urban,
    weight::DOUBLE AS weight,
    {{ _masked("sex") }} AS sex,
    {{ _masked("age") }} AS age,
    {{ _masked("marital_status") }} AS marital_status,
    household_type::INTEGER AS household_type,
    {{ _masked("citizenship") }} AS citizenship,
    {{ _masked("education") }} AS education,
    employment_status::INTEGER AS employment_status,
    income::DOUBLE AS income,
    expenditure::DOUBLE AS expenditure
FROM persons
ORDER BY person_id
