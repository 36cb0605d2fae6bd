SELECT
  o.__sdc_row AS row_id,
  CAST(NULL AS STRING) AS rel_hh,
  CAST(o.__sdc_k0 AS STRING) AS o_0,
  CAST(r.`region` AS STRING) AS r_0,
  FALSE AS m_0,
  CAST(o.__sdc_k1 AS STRING) AS o_1,
  CAST(r.`hsize` AS STRING) AS r_1,
  FALSE AS m_1,
  CAST(o.__sdc_k2 AS STRING) AS o_2,
  CAST(r.`age` AS STRING) AS r_2,
  FALSE AS m_2
FROM `__sdc_keyed_p` AS o
JOIN `__sdc_protect_current_p` AS r
  ON o.__sdc_row = r.`__sdcp_row`
