SELECT "person_id", "household_id", "household_size", "person_number", "region", "stratum", "urban", "weight", "sex", "age", "marital_status", "household_type", "citizenship", "education", "employment_status", "income", "expenditure", __sdc_row AS "__sdcp_row"
FROM "__sdc_keyed_p"
