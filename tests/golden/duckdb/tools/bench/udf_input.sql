SELECT fk, Fk_hat FROM "bench_cells", range(12)
