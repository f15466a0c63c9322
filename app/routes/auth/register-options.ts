/** Industry and company-size choices of the registration form (id and label, spec 1 §3). */
export const INDUSTRIES = [
	{ id: 'technology', label: 'Technology' },
	{ id: 'finance', label: 'Finance and insurance' },
	{ id: 'healthcare', label: 'Healthcare' },
	{ id: 'education', label: 'Education' },
	{ id: 'government', label: 'Government' },
	{ id: 'manufacturing', label: 'Manufacturing' },
	{ id: 'retail', label: 'Retail' },
	{ id: 'professional-services', label: 'Professional services' },
	{ id: 'non-profit', label: 'Non-profit' },
	{ id: 'other', label: 'Other' },
] as const

export const COMPANY_SIZES = [
	{ id: '1-25', label: '1–25' },
	{ id: '26-100', label: '26–100' },
	{ id: '101-500', label: '101–500' },
	{ id: '501-1000', label: '501–1,000' },
	{ id: '1001+', label: 'More than 1,000' },
] as const
