"""Presentation: the release report (:mod:`~sdcsql.present.report`), risk charts
(:mod:`~sdcsql.present.charts`) and the threshold page (:mod:`~sdcsql.present.page`);
their HTML in ``sdcsql/present/html/``."""
