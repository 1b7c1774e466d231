from django.apps import AppConfig


class BuilderConfig(AppConfig):
    name = "builder"
    verbose_name = "DynamoDB expression builder"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        import gc

        from django.conf import settings
        from django.db.models.signals import post_migrate

        young = getattr(settings, "GC_YOUNG_THRESHOLD", 0)
        if young:  # fewer young collections: a large request's objects are not walked again and again
            _, middle, old = gc.get_threshold()
            gc.set_threshold(young, middle, old)

        from builder import checks  # noqa: F401  (registers the app's system checks)
        from builder.run_context import ensure_run_permission

        # builder.run_requests: who may run requests (see builder/run_context.py)
        post_migrate.connect(ensure_run_permission, dispatch_uid="builder.ensure_run_permission")
