"""Orchestration: the ways a run of the steps is described and driven, each following
:data:`sdcsql.options.PIPELINE` -- problem files (:mod:`~sdcsql.pipeline.problem_file`),
the interactive session (:mod:`~sdcsql.pipeline.session`) and warehouse ETL
(:mod:`~sdcsql.pipeline.etl`)."""
