import { registerExerciseCampaignRoutes } from './phishing-exercise-campaigns.ts'
import { registerExerciseReportRoutes } from './phishing-exercise-reports.ts'
import { registerExerciseTemplateRoutes } from './phishing-exercise-templates.ts'
import type { Deps } from '../lib/context.ts'
import type { Hono } from 'hono'

// The phishing exercise (spec 3 §2 "Phishing exercise", §3, §4, §5, §7 exercise calls, §8, §9; the console's
// contract is app/gateway/phishing-exercise.server.ts, its vocabulary server/shared/phishing-exercise.ts).
// Admin-panel roles only; the company comes from the path and is checked as every service does (its own,
// a partner's customer, or any for staff); a company reads and writes only its own rows, and another
// company's template or campaign reads as 404. Under /phishing-exercise/api/v1:
//
// phishing-exercise-templates.ts (packs and templates):
//   GET    packs/available?companyId, packs, company/{c}/pack/{packId}/templates          (ref paths)
//   GET    company/{c}/templates, company/{c}/template/{id}
//   POST   company/{c}/template/create (multipart; HTML sanitised with server/shared/template-html.ts)
//   PUT    company/{c}/template/{id}/update (multipart, isDeleteThumbnail)
//   DELETE company/{c}/template/{id}/delete (409 while a campaign that is not archived uses it)
//   GET    /__gateway/exercise-thumbnails/{id} (the thumbnails, public by unguessable id)
// phishing-exercise-campaigns.ts (campaigns and recipients):
//   GET    company/{c}/users/page | by_departments | by_groups | count | count_by_departments | count_by_groups
//   GET    company/{c}/user/{userId}/results
//   GET    company/{c}/campaigns/active | archive, company/{c}/campaign/{id}
//   POST   company/{c}/campaign/create;  PUT company/{c}/campaign/{id}/update | archive;  DELETE …/delete
// phishing-exercise-reports.ts (reads; every list with its isCsv variant):
//   GET    company/{c}/campaign/{id}/report/statistics | users | departments | groups | templates
//          | template/{templateId} | user/{userId} | filter/departments | filter/groups
//   GET    company/{c}/campaigns/report/statistics | summary | filter/campaigns, company/{c}/dashboard/report

export function registerPhishingExerciseRoutes(app: Hono, deps: Deps): void {
	registerExerciseTemplateRoutes(app, deps)
	registerExerciseCampaignRoutes(app, deps)
	registerExerciseReportRoutes(app, deps)
}
