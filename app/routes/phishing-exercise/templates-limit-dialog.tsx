import { buttonVariants } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { UrlDialog, UrlDialogClose } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { REQUIRED_TEMPLATES_COUNT } from './campaign-options.ts'

/** The wizard's 'You can select …' dialog (spec 3 §8) for an eleventh template; its own chunk, mounted only while the URL opens it. */
export function TemplatesLimitDialog({ closeHref }: { closeHref: string }) {
	const { t } = useTranslation('phishingExercise')
	return (
		<UrlDialog
			open
			closeHref={closeHref}
			data-testid="templates-limit-dialog"
			title={t('wizard.templates.limitTitle', { count: REQUIRED_TEMPLATES_COUNT })}
			description={t('wizard.templates.limitText')}
		>
			<DialogFooter>
				<UrlDialogClose className={buttonVariants()}>{t('wizard.templates.gotIt')}</UrlDialogClose>
			</DialogFooter>
		</UrlDialog>
	)
}
