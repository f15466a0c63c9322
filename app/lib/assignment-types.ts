/** Spec 1 §5 "Assignment form": who a campaign is for (the gateway's assignmentType values). */
export const ASSIGNMENT_TYPES = ['all', 'departments', 'groups'] as const
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number]
