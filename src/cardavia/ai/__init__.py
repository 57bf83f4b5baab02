"""AI players. They receive observations, never states, and a seeded random generator."""
