"""``@frozen``: a frozen dataclass whose quicker ``__init__`` behaves as the dataclass's own."""

import dataclasses
import inspect
from dataclasses import InitVar, field

import pytest

from builder.expr import nodes, paths, request, values
from builder.expr.record import QUICK_INIT_FILE, frozen


@frozen
class Point:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    label: str = field(default="", compare=False)


@dataclasses.dataclass(frozen=True)
class PlainPoint:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    label: str = field(default="", compare=False)


def test_same_parameters_as_the_dataclass():
    params = inspect.signature(Point).parameters
    plain = inspect.signature(PlainPoint).parameters
    assert list(params) == list(plain) == ["x", "y", "tags", "label"]
    assert [p.kind for p in params.values()] == [p.kind for p in plain.values()]
    assert [params[n].default for n in ("x", "y", "label")] == [plain[n].default for n in ("x", "y", "label")]
    assert Point.__init__.__code__.co_filename == QUICK_INIT_FILE


@pytest.mark.parametrize(
    "args, kwargs",
    [((1,), {}), ((1, 2), {}), ((1,), {"y": 3, "label": "l"}), ((), {"x": 4, "tags": ["a"]})],
)
def test_builds_what_the_dataclass_builds(args, kwargs):
    mine, theirs = Point(*args, **kwargs), PlainPoint(*args, **kwargs)
    assert dataclasses.asdict(mine) == dataclasses.asdict(theirs)
    assert repr(mine).removeprefix("Point") == repr(theirs).removeprefix("PlainPoint")


def test_default_factory_gives_a_new_object_each_time():
    a, b = Point(1), Point(1)
    assert a.tags == [] and a.tags is not b.tags


def test_arguments_are_checked_as_by_the_dataclass():
    with pytest.raises(TypeError):
        Point()
    with pytest.raises(TypeError):
        Point(1, z=2)
    with pytest.raises(TypeError):
        Point(1, 2, [], "", 5)


def test_still_frozen_hashable_and_comparable():
    p = Point(1, 2, label="a")
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 3
    assert p == Point(1, 2, label="b")  # label is not compared
    assert hash(Point(1, 2, (), "")) == hash(Point(1, 2, (), "x"))
    assert dataclasses.replace(p, y=5) == Point(1, 5)


def test_post_init_runs_and_may_refuse():
    with pytest.raises(Exception, match="path is empty"):
        paths.Path(())
    assert paths.Path(["a", 0]).segments == ("a", 0)  # __post_init__ made it a tuple


def test_a_class_it_cannot_speed_up_keeps_the_dataclass_init():
    @frozen
    class WithInitVar:
        x: int
        scale: InitVar[int] = 1

        def __post_init__(self, scale):
            object.__setattr__(self, "x", self.x * scale)

    assert WithInitVar(2, 3).x == 6
    assert WithInitVar.__init__.__code__.co_filename != QUICK_INIT_FILE

    @frozen
    class KeywordOnly:
        x: int = field(kw_only=True)

    assert KeywordOnly.__init__.__code__.co_filename != QUICK_INIT_FILE
    assert KeywordOnly(x=1).x == 1
    with pytest.raises(TypeError):
        KeywordOnly(1)


@pytest.mark.parametrize("cls", [request.Request, request.Action, values.Value, paths.Path, nodes.ValueOperand])
def test_the_core_records_use_it(cls):
    assert cls.__init__.__code__.co_filename == QUICK_INIT_FILE
    assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen


def test_an_init_the_class_writes_is_kept():
    @frozen
    class Scaled:
        x: int

        def __init__(self, x, scale=2):
            object.__setattr__(self, "x", x * scale)

    assert Scaled(3).x == 6
    assert Scaled.__init__.__code__.co_filename != QUICK_INIT_FILE


@frozen
class One:
    x: int = 7


@dataclasses.dataclass(frozen=True)
class PlainOne:
    x: int = 7


@frozen
class OneMade:
    tags: list = field(default_factory=list)


@pytest.mark.parametrize("args, kwargs", [((), {}), ((1,), {}), ((), {"x": 2}), (("a",), {})])
def test_a_record_of_one_field_builds_what_the_dataclass_builds(args, kwargs):
    # its field is set alone, not as a whole __dict__: the same instance all the same
    mine, theirs = One(*args, **kwargs), PlainOne(*args, **kwargs)
    assert vars(mine) == vars(theirs) and list(vars(mine)) == ["x"]
    assert repr(mine).removeprefix("One") == repr(theirs).removeprefix("PlainOne")
    assert mine == One(*args, **kwargs) and hash(mine) == hash(One(*args, **kwargs))
    assert dataclasses.replace(mine, x=3) == One(3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        mine.x = 3
    with pytest.raises(TypeError):
        One(1, 2)
    with pytest.raises(TypeError):
        One(y=1)
    assert One.__init__.__code__.co_filename == QUICK_INIT_FILE
    a, b = OneMade(), OneMade()
    assert a.tags == [] and a.tags is not b.tags


def test_a_value_keeps_its_computed_key_beside_its_field():
    v = values.Value({"N": "1"})
    assert v.key == '{"N":"1"}' and vars(v) == {"ddb": {"N": "1"}, "key": '{"N":"1"}'}
