#include "ui/files/startpage.h"

#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/files/filecontroller.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFocusEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMoveEvent>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
constexpr int kRecentHeight = 120; // the recent list's height where there is room
} // namespace

StartPage::StartPage(Document *document, FileController *files, EditActions *edits,
                     QAction *importAction, QWidget *canvas)
    : QFrame(canvas)
    , m_document(document)
    , m_files(files)
    , m_title(new QLabel)
    , m_howItWorks(new QLabel)
    , m_example(new QPushButton)
    , m_table(new QPushButton)
    , m_open(new QPushButton)
    , m_import(new QPushButton)
    , m_recentLabel(new QLabel)
    , m_recent(new QListWidget)
{
    setObjectName(QStringLiteral("startPage"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_example->setObjectName(QStringLiteral("startExample"));
    m_table->setObjectName(QStringLiteral("startTable"));
    m_open->setObjectName(QStringLiteral("startOpen"));
    m_import->setObjectName(QStringLiteral("startImport"));
    m_recent->setObjectName(QStringLiteral("startRecent"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_howItWorks->setWordWrap(true);
    auto *buttons = m_buttons = new QGridLayout;
    buttons->setColumnStretch(4, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 16, 20, 16);
    layout->addWidget(m_title);
    layout->addWidget(m_howItWorks);
    layout->addSpacing(8);
    layout->addLayout(buttons);
    layout->addSpacing(8);
    layout->addWidget(m_recentLabel);
    layout->addWidget(m_recent);
    m_example->setDefault(true);
    // Tab goes from the diagram's view into the page, button by button, then on to the recent
    // projects and the panel after the diagram; Shift+Tab back the same way (keyPressed). The
    // page lives inside the view, so Qt's focus chain, which passes a widget's children as one,
    // cannot say this order.
    canvas->parentWidget()->installEventFilter(this);
    for (QWidget *stop : tabStops())
        stop->installEventFilter(this);
    // The window opening on an empty project opens with the keyboard on the first button.
    window()->installEventFilter(this);

    connect(m_example, &QPushButton::clicked, files, &FileController::openExampleGallery);
    connect(m_table, &QPushButton::clicked, edits, &EditActions::addTable);
    connect(m_open, &QPushButton::clicked, files, &FileController::openWithDialog);
    connect(m_import, &QPushButton::clicked, importAction, &QAction::trigger);
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        m_files->openWithPrompt(item->data(Qt::UserRole).toString());
    });
    connect(document, &Document::changed, this, &StartPage::refresh);
    canvas->installEventFilter(this);
    retranslate();
}

void StartPage::retranslate()
{
    m_title->setText(tr("Design an HBase schema"));
    m_howItWorks->setText(
        tr("Draw tables, column families and a row key; the preview shows how HBase orders the "
           "keys, which region each lands in and where writes pile up.\nThe Problems panel flags "
           "every broken design rule, and File > Export Shell Script... writes the HBase shell "
           "script."));
    m_example->setText(tr("Open an Example..."));
    m_example->setToolTip(tr("A case study: a bad table beside a good one"));
    m_table->setText(tr("Start with a Table"));
    m_open->setText(tr("Open a Project..."));
    m_import->setText(tr("Import Tables..."));
    m_import->setToolTip(tr("Bring in a running cluster's tables: describe output, an HBase shell "
                            "script or REST schema JSON (File > Import...)"));
    m_recentLabel->setText(tr("Recent projects (double-click, or Enter, to open):"));
    refresh();
}

void StartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

QList<QWidget *> StartPage::tabStops() const
{
    return {m_example, m_table, m_open, m_import, m_recent};
}

// The widget after (or before) the diagram's view in the window's focus chain that takes Tab,
// outside the view: where Tab leaves the page to.
static QWidget *besideView(QWidget *view, bool forward)
{
    for (QWidget *w = forward ? view->nextInFocusChain() : view->previousInFocusChain();
         w && w != view; w = forward ? w->nextInFocusChain() : w->previousInFocusChain()) {
        if (!view->isAncestorOf(w) && w->window() == view->window() && w->isVisible() &&
            w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy())
            return w;
    }
    return view;
}

bool StartPage::tabbed(QObject *watched, const QKeyEvent *key)
{
    const bool tab = key->key() == Qt::Key_Tab && !(key->modifiers() & Qt::ShiftModifier);
    const bool backtab = key->key() == Qt::Key_Backtab ||
                         (key->key() == Qt::Key_Tab && (key->modifiers() & Qt::ShiftModifier));
    if ((!tab && !backtab) || (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
        return false;
    QWidget *view = parentWidget()->parentWidget();
    QList<QWidget *> stops;
    for (QWidget *stop : tabStops()) {
        if (stop->isVisibleTo(this))
            stops.append(stop);
    }
    if (watched == view) {
        if (!tab) // Shift+Tab leaves the diagram backwards, as it does without the page
            return false;
        stops.first()->setFocus(Qt::TabFocusReason);
        return true;
    }
    const qsizetype at = stops.indexOf(static_cast<QWidget *>(watched));
    if (at < 0)
        return false;
    if (backtab)
        (at == 0 ? view : stops.at(at - 1))->setFocus(Qt::BacktabFocusReason);
    else if (at + 1 < stops.size())
        stops.at(at + 1)->setFocus(Qt::TabFocusReason);
    else
        besideView(view, true)->setFocus(Qt::TabFocusReason);
    return true;
}

bool StartPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        place();
    if (watched == window() && event->type() == QEvent::Show) {
        window()->removeEventFilter(this); // its first showing only
        if (isVisibleTo(window()))
            QMetaObject::invokeMethod(
                m_example,
                [this] {
                    if (isVisible())
                        m_example->setFocus(Qt::ActiveWindowFocusReason);
                },
                Qt::QueuedConnection);
    }
    if (isVisible() && event->type() == QEvent::KeyPress &&
        tabbed(watched, static_cast<QKeyEvent *>(event)))
        return true;
    // The keyboard that lands on the empty diagram (the window opening, Tab from the panel
    // before it) goes on to the page's first button, so that Return opens an example. Shift+Tab
    // and a click leave it on the view.
    if (isVisible() && event->type() == QEvent::FocusIn &&
        watched == parentWidget()->parentWidget()) {
        const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
        if (reason != Qt::BacktabFocusReason && reason != Qt::MouseFocusReason)
            QMetaObject::invokeMethod(
                m_example,
                [this] {
                    if (isVisible() && parentWidget()->parentWidget()->hasFocus())
                        m_example->setFocus(Qt::TabFocusReason);
                },
                Qt::QueuedConnection);
    }
    return QFrame::eventFilter(watched, event);
}

void StartPage::moveEvent(QMoveEvent *event)
{
    QFrame::moveEvent(event);
    // The diagram's view scrolls its viewport's children with the scene (QWidget::scroll): a New
    // after a scrolled project scrolls back and would carry the page out of the canvas.
    if (pos() != m_placedAt)
        place();
}

void StartPage::refresh()
{
    const bool shown = m_document->project().tables.isEmpty();
    // Hidden with the focus on one of its buttons (New Table by keyboard, an example opened):
    // the focus goes to the diagram beneath, not to the next dock.
    const QWidget *focus = QApplication::focusWidget();
    if (!shown && focus && isAncestorOf(focus))
        parentWidget()->setFocus(Qt::OtherFocusReason);
    setVisible(shown);
    m_recent->clear();
    for (const QString &path : m_files->recentFiles()) {
        auto *item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(
            QFileInfo(path).fileName(), QDir::toNativeSeparators(QFileInfo(path).path())));
        item->setData(Qt::UserRole, path);
        m_recent->addItem(item);
    }
    m_recentLabel->setVisible(m_recent->count() > 0);
    m_recent->setVisible(m_recent->count() > 0);
    place();
}

// The buttons in one row where they fit, else two by two (a narrow canvas beside the docks).
void StartPage::arrangeButtons(int width)
{
    const QList<QPushButton *> buttons{m_example, m_table, m_open, m_import};
    int needed = layout()->contentsMargins().left() + layout()->contentsMargins().right();
    for (QPushButton *button : buttons)
        needed += button->sizeHint().width() + m_buttons->horizontalSpacing();
    const int columns = needed <= width ? 4 : 2;
    for (int i = 0; i < buttons.size(); ++i) {
        m_buttons->removeWidget(buttons[i]);
        m_buttons->addWidget(buttons[i], i / columns, i % columns);
    }
}

void StartPage::place()
{
    const QWidget *canvas = parentWidget();
    const int width = std::min(canvas->width() - 24, 620);
    arrangeButtons(width);
    const auto heightAt = [this, width] {
        layout()->invalidate();
        adjustSize();
        return heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height();
    };
    // On a short canvas (a projector's) the recent list gives up rows, down to two, so that the
    // page stays whole.
    m_recent->setMaximumHeight(kRecentHeight);
    int height = heightAt();
    const int room = canvas->height() - 24;
    if (height > room && m_recent->isVisibleTo(this)) {
        const int twoRows = 2 * m_recent->fontMetrics().lineSpacing() + 2 * m_recent->frameWidth();
        m_recent->setMaximumHeight(std::max(twoRows, kRecentHeight - (height - room)));
        height = heightAt();
    }
    resize(width, height);
    m_placedAt =
        QPoint((canvas->width() - width) / 2, std::max(12, (canvas->height() - height) / 3));
    move(m_placedAt);
}
