import type { RecipientTexts } from '#app/components/assignment-form/recipient-fields.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

/** The recipient fields' words in the phishing exercise (spec 3 §3 usersType); `allCount` names the company's learners when known. */
export function useRecipientTexts(allCount: number | null): RecipientTexts {
	const { t } = useTranslation('phishingExercise')
	return {
		legend: t('wizard.settings.assignTo'),
		types: {
			all: allCount === null ? t('wizard.settings.types.allUsers') : t('wizard.settings.types.all', { count: allCount }),
			users: t('wizard.settings.types.users'),
			departments: t('wizard.settings.types.departments'),
			groups: t('wizard.settings.types.groups'),
		},
		users: t('wizard.settings.users'),
		departments: t('wizard.settings.departments'),
		groups: t('wizard.settings.groups'),
		noUsers: t('wizard.settings.noUsers'),
		noDepartments: t('wizard.settings.noDepartments'),
		noGroups: t('wizard.settings.noGroups'),
		hint: t('wizard.settings.targetsHint'),
	}
}
