"""Which spells the goldfish prepares each round: the policies, the planner, a user's plan."""
