from django.urls import path

from builder import views

urlpatterns = [
    path("", views.builder, name="builder"),
    path("preview", views.preview, name="preview"),
    path("recipes/", views.recipes, name="recipes"),
]
