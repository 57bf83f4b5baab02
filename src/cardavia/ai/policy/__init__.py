"""A learned model of how players bid and play, for weighting sampled deals.

``features`` describes each decision as a few numbers per legal action, ``model`` turns
them into each action's probability (a conditional logit: a softmax of a linear score
over the legal actions), and ``training`` fits the weights by self-play of the rule-based
players. The shipped model is ``policy-model.json``; ``cardavia model train`` regenerates
it from its seed.
"""
