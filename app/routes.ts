import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

/** Mirrors the spec's route tree (spec 1 §2). */
export default [
	index('routes/root-redirect.tsx'),

	// Sign-in and account entry (guests, no chrome)
	route('login', 'routes/auth/login.tsx'),
	route('login/sso', 'routes/auth/login-sso.tsx'),
	route('sso_fail', 'routes/auth/sso-fail.tsx'),
	route('sso_fail/acronis', 'routes/auth/sso-fail-acronis.tsx'),
	route('register/:email?', 'routes/auth/register.tsx', { id: 'register' }),
	route('register/:email/:partner/:source', 'routes/auth/register.tsx', { id: 'register-partner' }),
	route('verify_email', 'routes/auth/verify-email.tsx'),
	route('change-password', 'routes/auth/change-password.tsx'),
	route('login_as_company', 'routes/auth/login-as-company.tsx'),
	route('logout', 'routes/auth/logout.tsx'),

	// Small resource routes used by forms on every page
	...prefix('resources', [
		route('language', 'routes/resources/language.tsx'),
		route('privacy-policy', 'routes/resources/privacy-policy.tsx'),
		route('verification-email', 'routes/resources/verification-email.tsx'),
		route('notifications', 'routes/resources/notifications.tsx'),
		route('support-ticket', 'routes/resources/support-ticket.tsx'),
		route('contact-sales', 'routes/resources/contact-sales.tsx'),
		route('survey', 'routes/resources/survey.tsx'),
		route('build-version', 'routes/resources/build-version.tsx'),
		route('partner-access', 'routes/resources/partner-access.tsx'),
		route('uploads/:kind', 'routes/resources/uploads.ts'),
		// The plan dialogs' forms: start trial, Buy Now (checkout), Continue to Free.
		route('plan', 'routes/resources/plan.tsx'),
		// The Two-Factor Authentication forms of the general settings.
		route('two-factor', 'routes/settings/general/two-factor-resource.tsx'),
	]),

	// Error pages
	route('disabled-company', 'routes/errors/disabled-company.tsx'),
	route('error/404', 'routes/errors/not-found.tsx', { id: 'error-404' }),
	route('error/500', 'routes/errors/server-error.tsx'),

	// The signed-in console
	layout('routes/app/layout.tsx', [
		layout('routes/home/area-layout.tsx', [
			route('home', 'routes/home/get-started.tsx'),
			route('guides-and-resources', 'routes/guides/guides-and-resources.tsx'),
			route('access-for-reseller', 'routes/partnership/access-for-reseller.tsx'),
			route('become-partner', 'routes/partnership/become-partner.tsx'),
		]),
		layout('routes/licensing/area-layout.tsx', [
			route('licensing', 'routes/licensing/licensing.tsx'),
			route('billing', 'routes/licensing/billing.tsx'),
		]),
		layout('routes/users/area-layout.tsx', [
			...prefix('users', [
				index('routes/users/index.tsx'),
				route('all_users', 'routes/users/all-users.tsx'),
				route('departments', 'routes/users/departments.tsx'),
				route('groups', 'routes/users/groups.tsx'),
				route('departments/assigned-users/:departmentId', 'routes/users/assigned-users.tsx', {
					id: 'department-assigned-users',
				}),
				route('groups/assigned-users/:groupId', 'routes/users/assigned-users.tsx', { id: 'group-assigned-users' }),
				// The Add New Users drawer's form actions (the drawer itself is drawn on /users/all_users).
				route('add-users', 'routes/users/add-users/route.tsx'),
			]),
			route('user_profile/:userId/:tab?', 'routes/user-profile/profile.tsx'),
		]),
		// Learning (spec 2 §2): All Courses, the video library and the course pages.
		layout('routes/learning/area-layout.tsx', [
			...prefix('learning', [
				index('routes/learning/index.tsx'),
				route('courses', 'routes/learning/courses.tsx'),
				route('videos', 'routes/learning/videos.tsx'),
			]),
			route('courses/:courseId', 'routes/courses/layout.tsx', { id: 'course' }, [
				index('routes/courses/index.tsx'),
				route('preview', 'routes/courses/preview.tsx'),
				route('statistics', 'routes/courses/statistics.tsx'),
				route('settings', 'routes/courses/settings.tsx'),
				route('customers-status', 'routes/courses/customers-status.tsx'),
				route('customers-settings', 'routes/courses/customers-settings.tsx'),
			]),
			// The custom course variants (spec 2 §2) and the custom-training builder.
			route('custom', 'routes/custom-training/variant-redirects.tsx', { id: 'custom-variant-new' }),
			route('edit/:courseId', 'routes/custom-training/variant-redirects.tsx', { id: 'custom-variant-edit' }),
			route('preview/:courseId', 'routes/custom-training/variant-redirects.tsx', { id: 'custom-variant-preview' }),
			route('custom-training/new-training', 'routes/custom-training/new-training.tsx'),
			route('custom-training/edit/:courseId', 'routes/custom-training/edit.tsx', { id: 'custom-training-edit' }),
			// A custom training's quiz questions (CSV import) and a video chapter's video.
			route('custom-training/edit/:courseId/quiz/:chapterId', 'routes/custom-training/quiz.tsx'),
			route('custom-training/edit/:courseId/video/:chapterId', 'routes/custom-training/video.tsx'),
		]),
		// The partner portal (spec 2 §2): each page's own wrapper (partner-portal/guard.server.ts) decides who may see it.
		layout('routes/partner-portal/area-layout.tsx', [
			...prefix('partner-portal', [
				route('reseller/overview', 'routes/partner-portal/overview.tsx'),
				route('companies', 'routes/partner-portal/customers.tsx', { id: 'partner-customers' }),
				route('reseller/customers', 'routes/partner-portal/customers.tsx', { id: 'reseller-customers' }),
				route('subreseller/customers', 'routes/partner-portal/customers.tsx', { id: 'subreseller-customers' }),
				route('transactions', 'routes/partner-portal/transactions/layout.tsx', [
					index('routes/partner-portal/transactions/index.tsx'),
					route('billing', 'routes/partner-portal/transactions/billing.tsx'),
					route('license-allocations', 'routes/partner-portal/transactions/license-allocations.tsx'),
				]),
				route('reseller/transactions', 'routes/partner-portal/reseller-transactions.tsx', { id: 'reseller-transactions' }),
				route('subreseller/transactions', 'routes/partner-portal/reseller-transactions.tsx', { id: 'subreseller-transactions' }),
				// The licence dialogs' forms (allocate, buy, upgrade), posted from the customers pages.
				route('licences', 'routes/partner-portal/licences/route.tsx'),
			]),
			route('opportunity-forecast', 'routes/partner-portal/opportunity-forecast.tsx'),
		]),
		// Settings (spec 1 §2): each child a page of its own; Account Settings opens /settings.
		route('settings', 'routes/settings/layout.tsx', [
			index('routes/settings/index.tsx'),
			route('general', 'routes/settings/general/route.tsx'),
			route('email-reminders', 'routes/settings/email-reminders/route.tsx'),
			route('single-sign-on', 'routes/settings/single-sign-on/route.tsx'),
			route('white-label', 'routes/settings/white-label/route.tsx'),
			route('integration', 'routes/settings/integration/route.tsx'),
		]),

		// Training Reviews (spec 2 §2 /reviews) and its CSV download.
		route('reviews', 'routes/reviews/reviews.tsx'),
		route('reviews/download', 'routes/reviews/download.ts'),

		// The monthly video calendar (spec 2 §2): preview (default), history (and a past month's progress), settings.
		route('calendar', 'routes/calendar/layout.tsx', [
			index('routes/calendar/index.tsx'),
			route('preview', 'routes/calendar/preview.tsx'),
			route('history', 'routes/calendar/history.tsx'),
			route('history/:eventId', 'routes/calendar/history-month.tsx'),
			route('settings', 'routes/calendar/settings.tsx'),
		]),
		// Gaming and Fake Or Real (spec 2 §2): one set of pages for both games, the game named by the URL.
		layout('routes/gaming/area-layout.tsx', [
			route('gaming', 'routes/gaming/layout.tsx', { id: 'gaming' }, [
				index('routes/gaming/index.tsx', { id: 'gaming-index' }),
				route('preview', 'routes/gaming/preview.tsx', { id: 'gaming-preview' }),
				route('statistics', 'routes/gaming/statistics.tsx', { id: 'gaming-statistics' }),
				route('settings', 'routes/gaming/settings.tsx', { id: 'gaming-settings' }),
			]),
			route('fake-or-real', 'routes/gaming/layout.tsx', { id: 'fake-or-real' }, [
				index('routes/gaming/index.tsx', { id: 'fake-or-real-index' }),
				route('preview', 'routes/gaming/preview.tsx', { id: 'fake-or-real-preview' }),
				route('statistics', 'routes/gaming/statistics.tsx', { id: 'fake-or-real-statistics' }),
				route('settings', 'routes/gaming/settings.tsx', { id: 'fake-or-real-settings' }),
			]),
		]),
		// The phishing exercise's URL space (spec 3 §6): gaming for a company without the v2 flag; the 404
		// page for a v2 company until the phishing exercise's own routes replace this one.
		route('phishing-exercise/*', 'routes/phishing-exercise/until-built.tsx', { id: 'phishing-exercise-until-built' }),
		// The phishing exercise home (spec 3 §2): packs, Create Custom, the Active and Archived tabs of campaign
		// cards (the bare path goes to Active when there are campaigns), and the campaign wizard.
		layout('routes/phishing-exercise/area-layout.tsx', [
			route('phishing-exercise', 'routes/phishing-exercise/layout.tsx', { id: 'phishing-exercise' }, [
				index('routes/phishing-exercise/home.tsx', { id: 'phishing-exercise-home' }),
				route('active', 'routes/phishing-exercise/campaigns.tsx', { id: 'phishing-exercise-active' }),
				route('archived', 'routes/phishing-exercise/campaigns.tsx', { id: 'phishing-exercise-archived' }),
			]),
			route('phishing-exercise/create', 'routes/phishing-exercise/create.tsx', { id: 'phishing-exercise-create' }),
		]),
		// The phishing exercise's templates (spec 3 §2): the type picker, the full-screen wizard (new or edit, its
		// step and draft in the query), the preview modal and 'Delete Template?'.
		layout('routes/phishing-exercise/templates/area-layout.tsx', [
			route('phishing-exercise/templates/new', 'routes/phishing-exercise/templates/new.tsx'),
			route('phishing-exercise/templates/new/:layout', 'routes/phishing-exercise/templates/wizard.tsx', { id: 'template-wizard-new' }),
			route('phishing-exercise/templates/:templateId/edit', 'routes/phishing-exercise/templates/wizard.tsx', {
				id: 'template-wizard-edit',
			}),
			route('phishing-exercise/templates/:templateId', 'routes/phishing-exercise/templates/preview.tsx'),
			route('phishing-exercise/templates/:templateId/delete', 'routes/phishing-exercise/templates/delete.tsx'),
		]),
		// A phishing exercise campaign's report (spec 3 §2): its tabs (the bare campaign path goes to users) and each tab's CSV.
		route('phishing-exercise-report/:campaignId/:tab?', 'routes/phishing-exercise-report/report.tsx'),
		route('phishing-exercise-report/:campaignId/:tab/download', 'routes/phishing-exercise-report/download.ts'),
		// The phishing simulation (spec 3 §2 "Phishing simulation"): the campaign list's tabs (the bare path goes to
		// active), creation (a draft continued with ?campaignId=), the settings pages (the bare path goes to
		// report-button), sharing with customers, a campaign's report tabs and each tab's CSV; /phishing/campaign
		// is the old address of the list.
		route('phishing-simulation/:tab?', 'routes/phishing-simulation/list.tsx', { id: 'phishing-simulation-list' }),
		route('phishing/campaign', 'routes/phishing-simulation/legacy-redirect.tsx'),
		route('phishing-simulation-create', 'routes/phishing-simulation/create.tsx'),
		route('phishing-simulation/settings/:page?', 'routes/phishing-simulation/settings.tsx'),
		route('phishing-simulation/share/:campaignId', 'routes/phishing-simulation-share/share.tsx'),
		route('phishing-simulation/reports/:campaignId/:tab?', 'routes/phishing-simulation-report/report.tsx'),
		route('phishing-simulation/reports/:campaignId/:tab/download', 'routes/phishing-simulation-report/download.ts'),
		// The phishing summary across a company's simulation campaigns (spec 3 §2 /reports/phishing-summary).
		route('reports/phishing-summary/:tab?', 'routes/phishing-summary/summary.tsx'),
		route('reports/phishing-summary/:tab/download', 'routes/phishing-summary/download.ts'),
		// Developer training (spec 2 §2): preview (default), statistics and settings, with the secure-code tournaments.
		route('for-developers', 'routes/for-developers/layout.tsx', [
			index('routes/for-developers/index.tsx'),
			route('preview', 'routes/for-developers/preview.tsx'),
			route('statistics', 'routes/for-developers/statistics.tsx'),
			route('settings', 'routes/for-developers/settings.tsx'),
		]),
		// Policies (spec 2 §2 /policies): the report of revisions, a revision's learners, Assign Policy.
		layout('routes/policies/area-layout.tsx', [
			route('policies', 'routes/policies/report.tsx'),
			route('policies/assign', 'routes/policies/assign.tsx'),
			route('policies/revisions/:revisionId', 'routes/policies/revision.tsx'),
		]),
		// Unknown paths and areas not built yet (spec 1 §2): the 404 page, inside the console for a
		// signed-in user; a guest gets it without the console (the layout's loader decides).
		route('*', 'routes/errors/not-found.tsx', { id: 'catch-all' }),
	]),
] satisfies RouteConfig
