"""Secret twins for the tests: they live in :mod:`spelkast.research.twins` (the research
envs use them to sample states a seat cannot tell apart, e.g. for OpenSpiel's ISMCTS)."""

from spelkast.research.twins import VARIANTS, Twin, sealed_choice, secrets_of, twin

__all__ = ["VARIANTS", "Twin", "sealed_choice", "secrets_of", "twin"]
