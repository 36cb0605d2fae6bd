import duckdb, time
from sdcsql.utility.leak_check import check_relations
con = duckdb.connect()
con.execute("create table o as select row_number() over () as r, * from read_csv('/work/shared/data/eusilc.csv')")
con.execute("""create table rel as select * replace (
  case when db030 % 7 = 0 then null else db040 end as db040,
  case when r % 50 = 0 then null else age end as age) from o""")
for mc in (1, 2):
    t=time.time()
    c = check_relations(con, "o", "rel", original_row="r", row_column="r", variables=["age"], original_household="db030", household_column="db030", order=False, max_columns=mc)
    print(mc, time.time()-t)
