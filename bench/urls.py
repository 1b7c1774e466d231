from django.http import HttpResponse
from django.urls import include, path


def hello(request):
    return HttpResponse("hello", content_type="text/plain")


urlpatterns = [
    path("bench/hello", hello),
    path("", include("builder.urls")),
]
