"""Beliefs about which chamber hides under which tower, for the computer players.

Places 0..6 are the towers 1..7, place 7 is the tower set aside. An assignment of the eight
chambers to the eight places is one of 8! = 40,320 permutations. Everything a player learns
(a drop heard, a key that stuck out or sank, a tower opened) is a likelihood of *one* place
holding *one* chamber, so all of it adds up in an 8 x 8 table of log-likelihoods,
`evidence[place, chamber]`, and the posterior of a permutation is the sum of its eight
entries.

`ExactPosterior` keeps that posterior over all 40,320 permutations and updates it in place
with numpy. For speed it works on the "live" permutations, those within `PRUNE_NATS` of the
best one. The pruned ones are rebuilt from the evidence table as soon as new evidence could
lift them to within `REBUILD_NATS` of the best, so together they never hold more than
40,320 * e^-36 (about 1e-11) of the mass. `sinkhorn_marginals` and `independent_marginals` are the cheaper
approximations of the lower levels.
"""

from __future__ import annotations

import itertools

import numpy as np

N = 8
PRUNE_NATS = 45.0
REBUILD_NATS = 36.0  # 40,320 * e^-36 ~ 1e-11: what pruned permutations may hold at most
IMPOSSIBLE = -1e9  # a log-likelihood for "cannot be" that stays finite (no inf - inf = nan)

_PERMS: np.ndarray | None = None


def perms() -> np.ndarray:
    """All 40,320 assignments as an int array (40320, 8): [i, place] = chamber index 0..7."""
    global _PERMS
    if _PERMS is None:
        _PERMS = np.array(list(itertools.permutations(range(N))), dtype=np.intp)
    return _PERMS


class ExactPosterior:
    """The exact posterior over all 8! chamber-to-place assignments."""

    def __init__(self) -> None:
        self.evidence = np.zeros((N, N))
        self._rebuild()

    def _rebuild(self) -> None:
        table = perms()
        logp = np.zeros(len(table))
        for place in range(N):
            logp += self.evidence[place][table[:, place]]
        self.live = np.arange(len(table))
        self.logp = logp
        self.ceiling = -np.inf  # no permutation is pruned yet
        self._prune()

    def _prune(self) -> None:
        best = self.logp.max()
        keep = self.logp > best - PRUNE_NATS
        if not keep.all():
            self.live = self.live[keep]
            self.logp = self.logp[keep]
            self.ceiling = max(self.ceiling, best - PRUNE_NATS)
        self._marginals: np.ndarray | None = None

    def add(self, place: int, loglik: np.ndarray) -> None:
        """Evidence about one place: loglik[chamber] (log-likelihood, up to a constant)."""
        loglik = np.asarray(loglik, dtype=float)
        loglik = loglik - loglik.max()  # so a pruned permutation can only lose ground
        self.evidence[place] += loglik
        self.logp += loglik[perms()[self.live, place]]
        # `ceiling` bounds every pruned permutation. When the live ones fall to within
        # REBUILD_NATS of it (surprising evidence), the pruned tail could matter: rebuild.
        if self.logp.max() - self.ceiling < REBUILD_NATS:
            self._rebuild()
        else:
            self._prune()

    def fix(self, place: int, chamber: int) -> None:
        """The place is known to hold `chamber` (an opened tower)."""
        vec = np.full(N, IMPOSSIBLE)
        vec[chamber] = 0.0
        self.add(place, vec)

    def weights(self) -> np.ndarray:
        w = np.exp(self.logp - self.logp.max())
        return w / w.sum()

    def marginals(self) -> np.ndarray:
        """M[place, chamber] = P(place holds chamber); rows and columns sum to 1."""
        if self._marginals is None:
            w = self.weights()
            idx = perms()[self.live] + N * np.arange(N)
            flat = np.bincount(idx.ravel(), weights=np.repeat(w, N), minlength=N * N)
            self._marginals = flat.reshape(N, N)
        return self._marginals

    @property
    def size(self) -> int:
        return len(self.live)


def exact_marginals(evidence: np.ndarray) -> np.ndarray:
    """Marginals of the permutation posterior of an evidence table (rebuilt from scratch)."""
    post = ExactPosterior.__new__(ExactPosterior)
    post.evidence = np.array(evidence, dtype=float)
    post._rebuild()
    return post.marginals()


def sinkhorn_marginals(evidence: np.ndarray, rounds: int = 30) -> np.ndarray:
    """An approximation: scale exp(evidence) until every row and column sums to 1."""
    ev = np.asarray(evidence, dtype=float)
    m = np.exp(ev - ev.max(axis=1, keepdims=True))
    for _ in range(rounds):
        m /= m.sum(axis=0, keepdims=True) + 1e-300
        m /= m.sum(axis=1, keepdims=True) + 1e-300
    return m


def independent_marginals(evidence: np.ndarray) -> np.ndarray:
    """The simplest belief: every place on its own (a child does not reason over all 8!)."""
    ev = np.asarray(evidence, dtype=float)
    m = np.exp(ev - ev.max(axis=1, keepdims=True))
    return m / m.sum(axis=1, keepdims=True)
