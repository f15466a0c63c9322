import { registerSimulationCampaignRoutes } from './phishing-simulation-campaigns.ts'
import { registerSimulationReportRoutes } from './phishing-simulation-reports.ts'
import { registerSimulationSharingRoutes } from './phishing-simulation-sharing.ts'
import { registerSimulationTrackingRoutes } from './phishing-simulation-tracking.ts'
import type { Deps } from '../lib/context.ts'
import type { Hono } from 'hono'

// The phishing simulation (spec 3 §2 "Phishing simulation", §3, §4, §7 "Phishing simulation", "Sharing",
// "Simulation report lists", §8, §9; schema db/schema-phishing-simulation.ts, vocabulary
// server/shared/phishing-simulation.ts). Admin-panel roles only, the company from the path checked as every
// service does; tracking (the open pixel, the link, the landing page, the report button) is public by
// unguessable delivery token. Each file lists its calls:
//   phishing-simulation-campaigns.ts  campaigns (list tabs, get, create, update, launch, complete, delete),
//                                     settings, direct email delivery, login pages, the template choice
//   phishing-simulation-sending.ts    rounds and deliveries: the 15-minute round puts due emails in the outbox
//   phishing-simulation-tracking.ts   /__gateway/phish/{token}…: opened, clicked, phished, reported
//   phishing-simulation-reports.ts    a campaign's report tabs, the company summary, the dashboard, CSV
//   phishing-simulation-sharing.ts    customers with and without a clone, clone, complete for customers

export function registerPhishingSimulationRoutes(app: Hono, deps: Deps): void {
	registerSimulationCampaignRoutes(app, deps)
	registerSimulationTrackingRoutes(app, deps)
	registerSimulationReportRoutes(app, deps)
	registerSimulationSharingRoutes(app, deps)
}
