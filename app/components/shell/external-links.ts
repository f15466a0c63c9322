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
} as const
