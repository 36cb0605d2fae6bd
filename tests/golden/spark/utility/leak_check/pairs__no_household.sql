SELECT
  o.`__sdc_row` AS row_id,
  o.`__sdc_row` AS pos,
  CAST(NULL AS STRING) AS o_hh,
  CAST(NULL AS STRING) AS rel_hh,
  CAST(o.`__sdc_k0` AS STRING) AS o_0,
  CAST(r.`region` AS STRING) AS r_0,
  FALSE AS m_0,
  CAST(r.`region` AS STRING) AS x_0,
  CAST(o.`region` AS STRING) AS ox_0,
  CAST(r.`w` AS STRING) AS x_1,
  CAST(o.`w` AS STRING) AS ox_1
FROM `__sdc_keyed_p` AS o
JOIN `__sdc_protect_current_p` AS r
  ON o.`__sdc_row` = r.`__sdcp_row`
