-- The video library (spec 2 §3 "Video", §4 "Video pinning", §9 "Max pinned videos: 5"; services/videos.ts):
-- the library's videos (one row per language), the catalogue courses each belongs to, and the videos a
-- company pinned to its Learner Dashboard (the limit of 5 is the service's, checked under a lock on the
-- company row). Then the library itself (reference data, like the catalogue of 0016, every database gets
-- it): 22 English videos in six categories, four of them also in German, French and Spanish, linked to the
-- catalogue's courses of the same language. The players and share pages are on the placeholder host the
-- Guides page uses (app/routes/guides/links.ts), which the console's frame-src allows.
CREATE TABLE "library_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"share_url" text NOT NULL,
	"is_public_video" boolean DEFAULT true NOT NULL,
	"category" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"thumbnail" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "library_videos_language_idx" ON "library_videos" USING btree ("language","order");--> statement-breakpoint
CREATE TABLE "library_video_courses" (
	"video_id" text NOT NULL,
	"course_id" text NOT NULL,
	CONSTRAINT "library_video_courses_video_id_course_id_pk" PRIMARY KEY("video_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "library_video_courses" ADD CONSTRAINT "library_video_courses_video_id_library_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."library_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_video_courses" ADD CONSTRAINT "library_video_courses_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_video_courses_course_idx" ON "library_video_courses" USING btree ("course_id");--> statement-breakpoint
CREATE TABLE "pinned_videos" (
	"company_id" text NOT NULL,
	"video_id" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pinned_by" text,
	CONSTRAINT "pinned_videos_company_id_video_id_pk" PRIMARY KEY("company_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "pinned_videos" ADD CONSTRAINT "pinned_videos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_videos" ADD CONSTRAINT "pinned_videos_video_id_library_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."library_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_videos" ADD CONSTRAINT "pinned_videos_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "library_videos" ("id", "name", "url", "share_url", "is_public_video", "category", "language", "duration_seconds", "order") VALUES
	('vid_spot_phishing_email', 'How to Spot a Phishing Email', 'https://videos.example.com/embed/spot-phishing-email', 'https://videos.example.com/watch/spot-phishing-email', true, 'phishing', 'en', 95, 10),
	('vid_spot_phishing_email_de', 'So erkennen Sie eine Phishing-E-Mail', 'https://videos.example.com/embed/spot-phishing-email-de', 'https://videos.example.com/watch/spot-phishing-email-de', true, 'phishing', 'de', 95, 10),
	('vid_spot_phishing_email_fr', 'Comment repérer un e-mail de phishing', 'https://videos.example.com/embed/spot-phishing-email-fr', 'https://videos.example.com/watch/spot-phishing-email-fr', true, 'phishing', 'fr', 95, 10),
	('vid_spot_phishing_email_es', 'Cómo detectar un correo de phishing', 'https://videos.example.com/embed/spot-phishing-email-es', 'https://videos.example.com/watch/spot-phishing-email-es', true, 'phishing', 'es', 95, 10),
	('vid_hover_before_you_click', 'Hover Before You Click', 'https://videos.example.com/embed/hover-before-you-click', 'https://videos.example.com/watch/hover-before-you-click', true, 'phishing', 'en', 70, 20),
	('vid_fake_invoice', 'The Fake Invoice: Business Email Compromise', 'https://videos.example.com/embed/fake-invoice', 'https://videos.example.com/watch/fake-invoice', true, 'phishing', 'en', 140, 30),
	('vid_smishing', 'Smishing: Phishing by Text Message', 'https://videos.example.com/embed/smishing', 'https://videos.example.com/watch/smishing', true, 'phishing', 'en', 85, 40),
	('vid_strong_passphrases', 'Strong Passphrases in 90 Seconds', 'https://videos.example.com/embed/strong-passphrases', 'https://videos.example.com/watch/strong-passphrases', true, 'passwords', 'en', 90, 50),
	('vid_password_manager', 'Why Use a Password Manager', 'https://videos.example.com/embed/password-manager', 'https://videos.example.com/watch/password-manager', true, 'passwords', 'en', 110, 60),
	('vid_mfa_basics', 'Multi-Factor Authentication Explained', 'https://videos.example.com/embed/mfa-basics', 'https://videos.example.com/watch/mfa-basics', true, 'passwords', 'en', 125, 70),
	('vid_mfa_basics_de', 'Multi-Faktor-Authentifizierung erklärt', 'https://videos.example.com/embed/mfa-basics-de', 'https://videos.example.com/watch/mfa-basics-de', true, 'passwords', 'de', 125, 70),
	('vid_mfa_basics_fr', 'L''authentification multifacteur expliquée', 'https://videos.example.com/embed/mfa-basics-fr', 'https://videos.example.com/watch/mfa-basics-fr', true, 'passwords', 'fr', 125, 70),
	('vid_mfa_basics_es', 'La autenticación multifactor explicada', 'https://videos.example.com/embed/mfa-basics-es', 'https://videos.example.com/watch/mfa-basics-es', true, 'passwords', 'es', 125, 70),
	('vid_mfa_fatigue', 'MFA Fatigue Attacks', 'https://videos.example.com/embed/mfa-fatigue', 'https://videos.example.com/watch/mfa-fatigue', true, 'passwords', 'en', 100, 80),
	('vid_helpdesk_call', 'The Helpdesk Call That Wasn''t', 'https://videos.example.com/embed/helpdesk-call', 'https://videos.example.com/watch/helpdesk-call', true, 'social-engineering', 'en', 150, 90),
	('vid_tailgating', 'Tailgating at the Office Door', 'https://videos.example.com/embed/tailgating', 'https://videos.example.com/watch/tailgating', true, 'social-engineering', 'en', 80, 100),
	('vid_deepfake_ceo', 'Deepfake Voice of the CEO', 'https://videos.example.com/embed/deepfake-ceo', 'https://videos.example.com/watch/deepfake-ceo', true, 'social-engineering', 'en', 120, 110),
	('vid_insider_signs', 'Recognising Insider Threats', 'https://videos.example.com/embed/insider-signs', 'https://videos.example.com/watch/insider-signs', false, 'social-engineering', 'en', 135, 120),
	('vid_gdpr_two_minutes', 'GDPR in Two Minutes', 'https://videos.example.com/embed/gdpr-two-minutes', 'https://videos.example.com/watch/gdpr-two-minutes', true, 'data-protection', 'en', 120, 130),
	('vid_gdpr_two_minutes_de', 'Die DSGVO in zwei Minuten', 'https://videos.example.com/embed/gdpr-two-minutes-de', 'https://videos.example.com/watch/gdpr-two-minutes-de', true, 'data-protection', 'de', 120, 130),
	('vid_gdpr_two_minutes_fr', 'Le RGPD en deux minutes', 'https://videos.example.com/embed/gdpr-two-minutes-fr', 'https://videos.example.com/watch/gdpr-two-minutes-fr', true, 'data-protection', 'fr', 120, 130),
	('vid_gdpr_two_minutes_es', 'El RGPD en dos minutos', 'https://videos.example.com/embed/gdpr-two-minutes-es', 'https://videos.example.com/watch/gdpr-two-minutes-es', true, 'data-protection', 'es', 120, 130),
	('vid_clean_desk', 'The Clean Desk Habit', 'https://videos.example.com/embed/clean-desk', 'https://videos.example.com/watch/clean-desk', false, 'data-protection', 'en', 60, 140),
	('vid_sharing_files', 'Sharing Files Safely', 'https://videos.example.com/embed/sharing-files', 'https://videos.example.com/watch/sharing-files', true, 'data-protection', 'en', 105, 150),
	('vid_ransomware_first_hour', 'Ransomware: The First Hour', 'https://videos.example.com/embed/ransomware-first-hour', 'https://videos.example.com/watch/ransomware-first-hour', true, 'data-protection', 'en', 160, 160),
	('vid_public_wifi', 'Public Wi-Fi and VPNs', 'https://videos.example.com/embed/public-wifi', 'https://videos.example.com/watch/public-wifi', true, 'remote-work', 'en', 95, 170),
	('vid_public_wifi_de', 'Öffentliches WLAN und VPNs', 'https://videos.example.com/embed/public-wifi-de', 'https://videos.example.com/watch/public-wifi-de', true, 'remote-work', 'de', 95, 170),
	('vid_public_wifi_fr', 'Wi-Fi public et VPN', 'https://videos.example.com/embed/public-wifi-fr', 'https://videos.example.com/watch/public-wifi-fr', true, 'remote-work', 'fr', 95, 170),
	('vid_public_wifi_es', 'Wi-Fi público y VPN', 'https://videos.example.com/embed/public-wifi-es', 'https://videos.example.com/watch/public-wifi-es', true, 'remote-work', 'es', 95, 170),
	('vid_home_router', 'Securing Your Home Router', 'https://videos.example.com/embed/home-router', 'https://videos.example.com/watch/home-router', true, 'remote-work', 'en', 115, 180),
	('vid_lost_phone', 'What to Do When You Lose Your Phone', 'https://videos.example.com/embed/lost-phone', 'https://videos.example.com/watch/lost-phone', true, 'devices', 'en', 75, 190),
	('vid_software_updates', 'Updates Are Security Fixes', 'https://videos.example.com/embed/software-updates', 'https://videos.example.com/watch/software-updates', true, 'devices', 'en', 65, 200),
	('vid_usb_drop', 'The USB Stick in the Car Park', 'https://videos.example.com/embed/usb-drop', 'https://videos.example.com/watch/usb-drop', true, 'devices', 'en', 90, 210),
	('vid_safe_browsing', 'Safe Browsing Basics', 'https://videos.example.com/embed/safe-browsing', 'https://videos.example.com/watch/safe-browsing', true, 'devices', 'en', 100, 220);
--> statement-breakpoint
INSERT INTO "library_video_courses" ("video_id", "course_id") VALUES
	('vid_spot_phishing_email', 'crs_phishing'),
	('vid_spot_phishing_email', 'crs_annual_awareness'),
	('vid_spot_phishing_email_de', 'crs_phishing_de'),
	('vid_spot_phishing_email_fr', 'crs_phishing_fr'),
	('vid_spot_phishing_email_es', 'crs_phishing_es'),
	('vid_hover_before_you_click', 'crs_phishing'),
	('vid_fake_invoice', 'crs_business_email_compromise'),
	('vid_fake_invoice', 'crs_phishing'),
	('vid_smishing', 'crs_mobile_security'),
	('vid_smishing', 'crs_phishing'),
	('vid_strong_passphrases', 'crs_passwords'),
	('vid_password_manager', 'crs_passwords'),
	('vid_mfa_basics', 'crs_passwords'),
	('vid_mfa_basics', 'crs_annual_awareness'),
	('vid_mfa_basics_de', 'crs_passwords_de'),
	('vid_mfa_basics_fr', 'crs_passwords_fr'),
	('vid_mfa_basics_es', 'crs_passwords_es'),
	('vid_mfa_fatigue', 'crs_passwords'),
	('vid_mfa_fatigue', 'crs_social_engineering'),
	('vid_helpdesk_call', 'crs_social_engineering'),
	('vid_tailgating', 'crs_physical_security'),
	('vid_tailgating', 'crs_social_engineering'),
	('vid_deepfake_ceo', 'crs_ai_deepfakes'),
	('vid_insider_signs', 'crs_insider_threats'),
	('vid_gdpr_two_minutes', 'crs_gdpr'),
	('vid_gdpr_two_minutes_de', 'crs_gdpr_de'),
	('vid_gdpr_two_minutes_fr', 'crs_gdpr_fr'),
	('vid_gdpr_two_minutes_es', 'crs_gdpr_es'),
	('vid_clean_desk', 'crs_awareness_essentials'),
	('vid_sharing_files', 'crs_cloud_security'),
	('vid_ransomware_first_hour', 'crs_ransomware'),
	('vid_public_wifi', 'crs_remote_work'),
	('vid_public_wifi_de', 'crs_remote_work_de'),
	('vid_public_wifi_fr', 'crs_remote_work_fr'),
	('vid_public_wifi_es', 'crs_remote_work_es'),
	('vid_home_router', 'crs_remote_work'),
	('vid_lost_phone', 'crs_mobile_security'),
	('vid_software_updates', 'crs_awareness_essentials'),
	('vid_software_updates', 'crs_safe_browsing'),
	('vid_usb_drop', 'crs_physical_security'),
	('vid_safe_browsing', 'crs_safe_browsing');
