"""The mutation score's draws: a second draw (--sample 2 --skip 1) is the larger sample
without the first, so two runs read back with --report sum to the larger sample; a rerun of
the same draw replaces nothing (the first run named counts)."""

import sqlite3

import pytest

from ovopt.benchmarks.mutation_score import FailingBaseline, keep_sample, merged, passing_baseline


def session_of(path, mutants: int):
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE mutation_specs (job_id, start_pos_row, start_pos_col, operator_name, occurrence)")
        db.execute("CREATE TABLE work_items (job_id)")
        for n in range(mutants):
            db.execute("INSERT INTO mutation_specs VALUES (?, ?, 0, 'op', 0)", (f"job{n}", n))
            db.execute("INSERT INTO work_items VALUES (?)", (f"job{n}",))
    return path


def kept(path) -> set[str]:
    with sqlite3.connect(path) as db:
        return {job for (job,) in db.execute("SELECT job_id FROM work_items")}


def test_a_skipped_draw_completes_the_smaller_sample(tmp_path):
    for mutants in (3, 30, 300):  # both of random.sample's methods
        paths = [session_of(tmp_path / f"{mutants}-{k}.sqlite", mutants) for k in range(3)]
        assert keep_sample(paths[0], 1) == mutants
        keep_sample(paths[1], 2, skip=1)
        keep_sample(paths[2], 2)
        assert len(kept(paths[1])) == 1
        assert kept(paths[0]) | kept(paths[1]) == kept(paths[2])


def figures(killed: int, survived: int, draws, survivors=()):
    return {
        "module": "m.py",
        "mutants": killed + survived,
        "killed": killed,
        "survived": survived,
        "incompetent": 0,
        "other": 0,
        "score": killed / (killed + survived),
        "seconds": 10.0,
        "baseline_seconds": 2.0,
        "survivors": list(survivors),
        "annotations": 0,
        "sampled_from": 40,
        "draws": draws,
    }


def test_disjoint_draws_are_summed_and_a_rerun_is_not():
    first = figures(0, 1, [0, 1], ["m.py:3: survivor"])
    rerun = figures(1, 0, [0, 1])
    second = figures(1, 0, [1, 2])
    (total,) = merged([[rerun], [first], [second]])
    assert (total["mutants"], total["killed"], total["survived"], total["score"]) == (2, 2, 0, 1.0)
    (total,) = merged([[first], [second]])
    assert (total["killed"], total["survived"], total["survivors"]) == (1, 1, ["m.py:3: survivor"])
    old = {**figures(0, 1, None), "draws": None}  # saved before draws were recorded
    (total,) = merged([[old], [second]])
    assert total["mutants"] == 2


def test_a_module_whose_tests_fail_without_a_mutant_is_not_scored(tmp_path):
    """Its kills would mean nothing: FailingBaseline names the module and the tests' output, and
    main() reports it and goes on (a stale docs page once stopped five runs at the first such module)."""
    script = tmp_path / "failing.tests.sh"
    script.write_text("echo broken; exit 1\n")
    with pytest.raises(FailingBaseline, match=r"lowering/x\.py: its tests fail without a mutant:\nbroken"):
        passing_baseline("lowering/x.py", script, tmp_path, {})
