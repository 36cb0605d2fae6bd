"""Tools: the benchmark (:mod:`~sdcsql.tools.bench`, :mod:`~sdcsql.tools.spark_bench`),
the demo survey (:mod:`~sdcsql.tools.demo`) and the SQL script of a run
(:mod:`~sdcsql.tools.sql_script`)."""
