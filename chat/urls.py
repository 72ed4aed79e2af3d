from django.urls import path

from chat import views

app_name = "chat"

urlpatterns = [
    path("", views.chat_page, name="page"),
    path("send", views.send_message, name="send"),
    path("panel", views.panel, name="panel"),
    path("conversations", views.conversation_list, name="conversations"),
    path("reopen", views.reopen, name="reopen"),
]
