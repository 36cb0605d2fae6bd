SELECT
    true AS __sdc_any,
    coalesce(bool_and("region" = trunc("region") AND abs("region") < 9007199254740992), true) AS i0,
    coalesce(bool_and("age" = trunc("age") AND abs("age") < 9007199254740992), true) AS i1
FROM "__sdc_labelled_p"
