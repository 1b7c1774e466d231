from django.apps import AppConfig


class BuilderConfig(AppConfig):
    name = "builder"
    verbose_name = "DynamoDB expression builder"
    default_auto_field = "django.db.models.BigAutoField"
