SELECT
  o.`__sdc_row` AS row_id,
  r.`__sdc_pos` AS pos,
  CAST(o.`hh` AS STRING) AS o_hh,
  CAST(r.`hh` AS STRING) AS rel_hh,
  CAST(o.`__sdc_k0` AS STRING) AS o_0,
  CASE
    WHEN CAST(r.`region` AS STRING) = :mark_0
    THEN NULL
    ELSE CAST(r.`region` AS STRING)
  END AS r_0,
  COALESCE(CAST(r.`region` AS STRING) = :mark_0, FALSE) AS m_0,
  CAST(o.`__sdc_k1` AS STRING) AS o_1,
  CAST(r.`hsize` AS STRING) AS r_1,
  FALSE AS m_1,
  CAST(o.`eqSS` AS STRING) AS o_2,
  CAST(r.`eqSS` AS STRING) AS r_2,
  FALSE AS m_2,
  CAST(r.`hh` AS STRING) AS x_0,
  CAST(o.`hh` AS STRING) AS ox_0,
  CAST(r.`region` AS STRING) AS x_1,
  CAST(o.`region` AS STRING) AS ox_1,
  CAST(r.`hsize` AS STRING) AS x_2,
  CAST(o.`hsize` AS STRING) AS ox_2,
  CAST(r.`eqSS` AS STRING) AS x_3,
  CAST(o.`eqSS` AS STRING) AS ox_3,
  CAST(r.`w` AS STRING) AS x_4,
  CAST(NULL AS STRING) AS ox_4
FROM `__sdc_keyed_p` AS o
JOIN `__sdc_release_p` AS r
  ON o.`__sdc_row` = r.`__sdc_row`
