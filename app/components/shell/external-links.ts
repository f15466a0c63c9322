/**
 * The platform's pages outside the console that the shell links to (user menu, navigation footer,
 * policy dialog). One place, so a deployment changes them here.
 */
export const EXTERNAL_LINKS = {
	knowledgeBase: 'https://help.example.com/knowledge-base',
	learnerLogin: 'https://learn.example.com/login',
	swagShop: 'https://shop.example.com',
	userAgreement: 'https://www.example.com/user-agreement',
	privacyPolicy: 'https://www.example.com/privacy',
	// The Guides page's "You might be interested in..." cards.
	howToGuides: 'https://help.example.com/how-to-guides',
	bookDemo: 'https://www.example.com/book-a-demo',
	pricing: 'https://www.example.com/pricing',
	affiliate: 'https://www.example.com/affiliate-program',
} as const
