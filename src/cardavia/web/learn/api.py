"""The JSON API of hints and reviews, joined to the site's API (``cardavia.web.play.api``).

``POST /api/games/<id>/hint`` ``{seq}`` gives High's analysis of your position;
``POST /api/games/<id>/review`` starts the review of a finished game and
``GET /api/games/<id>/review`` reads its progress and, once done, its result.
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from django.http import HttpRequest, JsonResponse
from ninja import Field, Router, Schema
from ninja.decorators import decorate_view

from cardavia.games import IllegalAction
from cardavia.web.play import service as play
from cardavia.web.play.api import NOT_YOURS, Error, Seq, error_response, api, csrf_protected
from cardavia.web.play.models import StoredGame
from cardavia.web.play.owner import existing_owner_token

from . import service
from .models import StoredReview

router = Router(tags=["learn"])


class HintRequest(Schema):
    seq: Seq = Field(description="The seq of the position the hint is for.")  # type: ignore[valid-type]


class EstimateOut(Schema):
    action: str
    value: float = Field(description="High's estimate of your final return if you take this action (in `unit`).")
    win: Optional[float] = Field(description="The chance your side wins the deal, hand or round, where that means something.")


class ReasonOut(Schema):
    template: str = Field(description="English, with {placeholders}; card parameters hold card codes.")
    code: str
    params: dict[str, Any]
    text: str = Field(description="The English sentence, filled in.")


class HintOut(Schema):
    best: str = Field(description="The action the High AI prefers.")
    unit: str = Field(description="What `value` counts: points or stakes.")
    estimates: list[EstimateOut] = Field(description="Every legal action, best first.")
    reason: Optional[ReasonOut]
    hints: int = Field(description="Hints asked for in this game so far.")


class MistakeOut(Schema):
    number: int = Field(description="The decision's number among yours, from 1.")
    index: int = Field(description="The position of the action in the game's log.")
    observation: dict[str, Any] = Field(description="What your seat saw then.")
    played: str
    best: str
    cost: float
    unit: str
    estimates: list[EstimateOut]
    reason: Optional[dict[str, Any]]


class ReviewResult(Schema):
    accuracy: float = Field(description="The share of your decisions that were not mistakes, ×100.")
    decisions: int
    mistakes: list[MistakeOut]


class ReviewOut(Schema):
    state: Literal["running", "done", "failed"]
    done: int = Field(description="Decisions analysed so far.")
    total: int
    result: Optional[ReviewResult] = Field(None, description="Once `state` is done.")


def _own(request: HttpRequest, public_id: str) -> StoredGame | None:
    owner = existing_owner_token(request)
    record = play.find(public_id, owner) if owner else None
    # Hints and reviews are for games against the AI: at a table with friends a hint would help one person against the others.
    return None if record is None or record.with_friends else record


def _review_json(stored: StoredReview) -> dict[str, Any]:
    return {"state": stored.state, "done": stored.done, "total": stored.total, "result": stored.result}


NOT_OVER = "The review opens when the game is over."


@router.post(
    "/games/{id}/hint",
    response={200: HintOut, 400: Error, 403: Error, 404: Error, 409: Error, 422: Error},
    summary="A hint: High's analysis of your position",
    description="Counts as a hint of this game. 409: the seq is not the game's (it has moved on). 422: it is not your turn.",
    operation_id="hint",
)
@decorate_view(csrf_protected)
def hint(request: HttpRequest, id: str, body: HintRequest) -> JsonResponse:
    record = _own(request, id)
    if record is None:
        return error_response(404, NOT_YOURS, "not-found")
    try:
        analysis = service.hint(record, body.seq)
    except play.StaleMove as stale:
        return error_response(409, str(stale), "stale")
    except IllegalAction as error:
        return error_response(422, str(error), error.code)
    reason = analysis.reason
    return JsonResponse(
        {
            "best": analysis.best,
            "unit": analysis.unit,
            "estimates": [{"action": e.action, "value": e.value, "win": e.win} for e in analysis.estimates],
            "reason": None
            if reason is None
            else {"template": reason.template, "code": reason.code, "params": reason.params, "text": reason.text},
            "hints": record.hints,
        }
    )


@router.post(
    "/games/{id}/review",
    response={202: ReviewOut, 200: ReviewOut, 403: Error, 404: Error, 409: Error},
    summary="Start the review of a finished game",
    description="202 while it runs (poll GET), 200 once it is done. 409: the game is not over.",
    operation_id="startReview",
)
@decorate_view(csrf_protected)
def start_review(request: HttpRequest, id: str) -> JsonResponse:
    record = _own(request, id)
    if record is None:
        return error_response(404, NOT_YOURS, "not-found")
    try:
        stored = service.start_review(record)
    except service.NotOver:
        return error_response(409, NOT_OVER, "not-over")
    return JsonResponse(_review_json(stored), status=200 if stored.state == StoredReview.State.DONE else 202)


@router.get(
    "/games/{id}/review",
    response={200: ReviewOut, 404: Error},
    summary="Read the review of a game",
    description="404 until the review was started.",
    operation_id="getReview",
)
def read_review(request: HttpRequest, id: str) -> JsonResponse:
    record = _own(request, id)
    stored = service.find_review(record) if record is not None else None
    if stored is None:
        return error_response(404, "No review of this game yet: POST to start it." if record else NOT_YOURS, "not-found")
    return JsonResponse(_review_json(stored))


# Joined once, when the site's URLs import this module.
api.add_router("/", router)
