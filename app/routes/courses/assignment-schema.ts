// The course's assignment form schema is the shared one (app/components/assignment-form/), also the
// policies' assignment form's; the sharing schema takes its day rules from here.
export * from '#app/components/assignment-form/assignment-schema.ts'
